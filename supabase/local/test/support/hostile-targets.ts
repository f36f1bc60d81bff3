import fc from 'fast-check';

/**
 * Hostile request targets (path and query string) for the gateway's services: percent-escapes of every
 * byte, broken escapes, invalid UTF-8 (lone continuation bytes, overlong forms, surrogates, truncated
 * sequences), long values and parameters repeated many times. Everything is ASCII, as on the wire: Node's
 * client refuses to send anything else, and the gateway's parser answers raw bytes above 0x7f itself (400).
 */

const byteEscape = fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`);
const brokenEscape = fc.constantFrom('%', '%Z', '%ZZ', '%G0', '%0', '%%', '%u00e9', '%%41');
const invalidUtf8 = fc.constantFrom('%E0%A4%A', '%C0%80', '%C1%BF', '%ED%A0%80', '%F4%90%80%80', '%F0%9F%98', '%FE', '%FF', '%80', '%C3%28', '%E2%28%A1');
const meaningful = fc.constantFrom('%E2%82%AC', '%C3%A9', '%F0%9F%98%80', '%EF%BF%BF', '%00', '%0A', '%0D%0A', '%20', '%2F', '%2E%2E', '%26', '%3D', '%3F', '%23', '%2B', '%25');
const plainText = fc.string({ unit: fc.constantFrom(...'abcxyzABC019-._~!$\'()*,:@+'), maxLength: 12 });

/** One piece of a path segment, a key or a value. */
const token = fc.oneof(
  { weight: 4, arbitrary: plainText },
  { weight: 2, arbitrary: byteEscape },
  { weight: 1, arbitrary: brokenEscape },
  { weight: 2, arbitrary: invalidUtf8 },
  { weight: 2, arbitrary: meaningful },
);
const short = fc.array(token, { maxLength: 6 }).map((parts) => parts.join(''));
/** Up to 6,000 characters of one token repeated (a cut may leave an escape half-written, on purpose). */
const long = fc
  .tuple(fc.oneof(token, fc.constant('a')), fc.integer({ min: 200, max: 6_000 }))
  .map(([unit, n]) => (unit || 'a').repeat(Math.ceil(n / (unit.length || 1))).slice(0, n));
const text = fc.oneof({ weight: 12, arbitrary: short }, { weight: 1, arbitrary: long });

const knownSegments = {
  rest: ['polls', 'participants', 'ballots', 'profiles', 'rpc', 'rpc/get_poll', 'rpc/get_poll_results', 'rpc/get_poll_summary', 'rpc/resolve_join_code', 'rpc/create_poll'],
  auth: ['token', 'signup', 'user', 'verify', 'settings', 'health', 'logout', 'recover', 'authorize', 'otp', 'admin/users'],
  realtime: ['websocket', 'api/broadcast', 'api', 'api/broadcast/poll-public:x/events/e'],
};
const keys = ['select', 'order', 'limit', 'offset', 'or', 'and', 'not.and', 'poll_id', 'id', 'code', 'apikey', 'grant_type', 'type', 'token', 'redirect_to', 'vsn', 'private', 'on_conflict', 'columns', 'email', 'scope', 'provider', 'participant_id'];
const values = ['eq.1', '*', 'id.desc', 'password', 'refresh_token', 'signup', 'recovery', 'true', '2.0.0', 'in.(1,2)', 'title,options(*)', '(id.eq.1,id.eq.2)', 'global', 'email'];

const segment = fc.oneof({ weight: 2, arbitrary: text }, { weight: 1, arbitrary: fc.constantFrom('', '.', '..', '%2e%2e', 'v1', 'rpc') });
const param = fc
  .tuple(fc.oneof(fc.constantFrom(...keys), text), fc.oneof(fc.constantFrom(...values), text), fc.constantFrom('=', '=', '=', '', '=='))
  .map(([key, value, equals]) => (equals === '' ? key : `${key}${equals}${value}`));
const query = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 6, arbitrary: fc.tuple(fc.array(param, { maxLength: 10 }), fc.constantFrom('&', '&', '&', ';', '&&')).map(([ps, sep]) => ps.join(sep)) },
  // One parameter repeated up to 300 times (kept under Node's 16 kB header limit most of the time).
  { weight: 1, arbitrary: fc.tuple(param, fc.integer({ min: 2, max: 300 })).map(([p, n]) => Array.from({ length: n }, () => p).join('&').slice(0, 12_000)) },
);

const service = fc.constantFrom('rest', 'auth', 'realtime') as fc.Arbitrary<keyof typeof knownSegments>;

/** A path below /rest/v1, /auth/v1 or /realtime/v1 (now and then a neighbour of them), with a query string. */
export const hostileTarget: fc.Arbitrary<string> = fc
  .tuple(
    service,
    fc.constantFrom('v1', 'v1', 'v1', 'v1', 'v1', 'v1', 'v1', 'v2', '', '%76%31'),
    fc.oneof(
      { weight: 3, arbitrary: service.chain((s) => fc.constantFrom(...knownSegments[s])).map((s) => [s]) },
      { weight: 3, arbitrary: fc.array(segment, { maxLength: 4 }) },
      { weight: 2, arbitrary: fc.tuple(segment, segment).map(([topic, event]) => [`api/broadcast/${topic}/events/${event}`]) },
      { weight: 2, arbitrary: fc.tuple(fc.constantFrom('rpc', 'polls'), segment).map(([a, b]) => [a, b]) },
    ),
    fc.constantFrom('?', '?', '?', '', '??', '?&'),
    query,
  )
  .map(([svc, version, segments, mark, q]) => `/${svc}/${version}${segments.map((s) => `/${s}`).join('')}${q === '' && mark === '?' ? '' : mark + q}`);

/** Header values a hostile client may send: latin1 bytes (Node's client allows 0x80–0xff), often not UTF-8. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', ' ', '\t', ',', ';', '=', '"', '\u00e9', '\u00ff', '\u00c3', '\u00a9', '\u0080', '\u00e0\u00a4'), maxLength: 40 }),
  fc.constantFrom('', 'application/json', 'text/csv', 'return=representation', 'count=exact', 'public', '0-9', 'items=0-1', '\u00c3\u00a9'),
);
export const hostileHeaderName = fc.constantFrom('x-client-info', 'accept-profile', 'content-profile', 'prefer', 'range', 'accept', 'content-type', 'x-supabase-api-version', 'x-forwarded-for', 'origin', 'referer');
