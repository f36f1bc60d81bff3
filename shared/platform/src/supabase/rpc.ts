import type { SupabaseSettings } from './client';
import type { Database } from './database.types';

type SqlFunctions = Database['public']['Functions'];

/** A SQL function of the public schema that the Data API serves (supabase/migrations). */
export type RpcName = keyof SqlFunctions;
/** Its arguments, as generated from the function's signature. */
export type RpcArgs<F extends RpcName> = SqlFunctions[F]['Args'];
/** Its result, as generated from the function's signature (jsonb arrives as Json: parse it before use). */
export type RpcResult<F extends RpcName> = SqlFunctions[F]['Returns'];
/** An answer's bytes, unparsed: a stream where the browser gives one. */
export type RpcBody = ArrayBuffer | ReadableStream<Uint8Array>;

export interface RpcOptions {
  /**
   * Another project than the page's, called without a session: the embed on another site names the
   * project its snippet gives. Without it, the page's project (configureSupabase) is called with the
   * page's session when the browser holds one, else as anon.
   */
  project?: SupabaseSettings;
  /**
   * 'json' (the default): the parsed answer, typed by the function's signature. 'stream': the answer's bytes
   * unparsed, for an answer too large to parse on the main thread in one go (get_poll_results' ballots go
   * to the counting worker, @runoff/results-count).
   */
  answer?: 'json' | 'stream';
}

/**
 * A refusal of the Data API: PostgREST's message and code (PT404, 42501, …), the HTTP status, and what the
 * SQL function said in words that do not change with its English: `id`, the failure's stable id from
 * PostgREST's `hint` ('poll.not_found'; docs/database-api.md, "Error ids"), and `values`, the numbers and
 * names the message holds, from PostgREST's `detail` ({ max: 100 }). `id` is null and `values` empty when
 * the refusal carries none (PostgREST's own refusals, a gateway's) or carries something malformed.
 */
export class RpcRequestError extends Error {
  override name = 'RpcRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly id: string | null = null,
    readonly values: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** What a failure id looks like (lower-case dotted words): any other hint is not ours and gives no id. */
const FAILURE_ID = /^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+$/;

/** The failure's id from PostgREST's `hint`, or null. */
export function failureId(hint: unknown): string | null {
  return typeof hint === 'string' && hint.length <= 100 && FAILURE_ID.test(hint) ? hint : null;
}

/**
 * The failure's values from PostgREST's `detail`: a JSON object's entries whose values are text, finite
 * numbers, booleans or null. Anything else (not JSON, an array, nested objects, over 4,096 characters) is
 * left out rather than thrown: a refusal is still a refusal when its detail is odd. Entries are copied as
 * own data properties, so a `__proto__` key cannot reach a prototype.
 */
export function failureValues(detail: unknown): Record<string, unknown> {
  if (typeof detail !== 'string' || detail.length > 4096) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const plain = ([, value]: [string, unknown]) =>
    typeof value === 'string' || typeof value === 'boolean' || value === null || (typeof value === 'number' && Number.isFinite(value));
  return Object.fromEntries(Object.entries(parsed).filter(plain));
}

/** How the page's project is called: set by configureSupabase (client.ts), which knows the session. */
export interface PageProject {
  settings: SupabaseSettings;
  /** The session's access token; undefined when the browser holds no session (anon). */
  accessToken: () => Promise<string | undefined>;
}

// Not imported from client.ts: the embed calls other projects only, and its bundle must not reach supabase-js.
let pageProject: PageProject | null = null;

/** Called by configureSupabase: the project callRpc calls when no other is named. */
export function setPageProject(project: PageProject): void {
  pageProject = project;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Calls one SQL function: POST /rest/v1/rpc/{fn}, as supabase-js sends it, with the page's session when the
 * browser holds one (loading supabase-js only then) and else as anon. Arguments and result are the
 * generated ones, so a renamed argument or function fails typecheck at every caller. A refusal is thrown as
 * RpcRequestError with the failure's id and values (toFailure, useFailureText); a network failure as
 * fetch's TypeError (`network.unreachable`).
 */
export function callRpc<F extends RpcName>(fn: F, args: RpcArgs<F>, options?: RpcOptions & { answer?: 'json' }): Promise<RpcResult<F>>;
export function callRpc<F extends RpcName>(fn: F, args: RpcArgs<F>, options: RpcOptions & { answer: 'stream' }): Promise<RpcBody>;
export async function callRpc<F extends RpcName>(fn: F, args: RpcArgs<F>, { project, answer = 'json' }: RpcOptions = {}): Promise<RpcResult<F> | RpcBody> {
  if (!project && answer === 'json') {
    const started = takeEarlyCall(fn, args);
    if (started) return started as Promise<RpcResult<F>>;
  }
  const page = project ? null : pageProject;
  const settings = project ?? page?.settings;
  // Short: the embed carries this line and has a budget of its own.
  if (!settings) throw new Error('Call configureSupabase() first');
  const token = (await page?.accessToken()) ?? settings.anonKey;
  const response = await fetch(`${settings.url.replace(/\/+$/, '')}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: settings.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(args),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const message = text(record.message) ?? `The server answered HTTP ${response.status}`;
    throw new RpcRequestError(message, response.status, text(record.code), failureId(record.hint), failureValues(record.details));
  }
  // The stream, where there is one: its pieces go to the counting worker as they arrive.
  if (answer === 'stream') return response.body ?? response.arrayBuffer();
  // A function returning void answers with no body.
  const json = await response.text();
  return (json === '' ? null : JSON.parse(json)) as RpcResult<F>;
}

/** How long a call started early waits to be taken; after that a caller goes to the server again. */
export const EARLY_CALL_FRESH_MS = 30_000;

const earlyCalls = new Map<string, { call: Promise<unknown>; at: number }>();

const earlyKey = (fn: string, args: unknown) => `${fn} ${JSON.stringify(args)}`;

function takeEarlyCall(fn: string, args: unknown, now = Date.now()): Promise<unknown> | undefined {
  if (earlyCalls.size === 0) return undefined;
  const key = earlyKey(fn, args);
  const early = earlyCalls.get(key);
  earlyCalls.delete(key);
  return early && now >= early.at && now - early.at < EARLY_CALL_FRESH_MS ? early.call : undefined;
}

/**
 * Starts a page's first read before the code that makes it has loaded (the shell, as a join link opens:
 * get_poll beside the join page's own download, issue 20). The first callRpc of the same function with
 * the same arguments, on the page's project and for JSON, takes this call's answer (or failure) instead of
 * asking again, once, within EARLY_CALL_FRESH_MS; later calls go to the server.
 */
export function startRpcEarly<F extends RpcName>(fn: F, args: RpcArgs<F>, now = Date.now()): void {
  const call = callRpc(fn, args);
  // Its taker sees a failure; untaken, it is dropped quietly.
  call.catch(() => {});
  earlyCalls.set(earlyKey(fn, args), { call, at: now });
}
