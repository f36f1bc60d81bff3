import fc from 'fast-check';

/**
 * Hostile inputs for property-based tests against the running stack: values of every JSON type, text
 * that breaks naive code (NUL, control, bidi, zero-width, unpaired surrogates, huge), array literals with
 * other bounds or dimensions, and whole request bodies that are not JSON at all. Shared so that tests of
 * other routes (/auth/v1 bodies) can reuse the same generators and the same answer check.
 */

const junkStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u00a0\u200b\ufeff',
  '\u202eevil',
  '\u0007\u001b[31m',
  'null',
  'undefined',
  'NaN',
  'infinity',
  '-infinity',
  '1e309',
  '[5:6]={option_2,option_1}',
  '{{option_1},{option_2}}',
  '{option_1,NULL}',
  '{}',
  "'); drop table public.polls; --",
  '%',
  '\\',
  '\ud800',
  '00000000-0000-0000-0000-000000000000',
  '0000000-0000-0000-0000-000000000000',
  'option_1',
  'option_0',
  'waiting',
  'voting',
  'completed',
  'VOTING',
  '2000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '294277-01-01T00:00:00Z',
];

/** Text that is often plausible and sometimes very wrong, up to 200,000 characters. */
export function hostileString(extra: string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...junkStrings, ...(extra.length > 0 ? extra : ['x'])) },
    { weight: 3, arbitrary: fc.string({ maxLength: 60, unit: 'grapheme' }) },
    { weight: 2, arbitrary: fc.string({ maxLength: 60, unit: 'binary' }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: fc.constantFrom('\u0000', '\u200b', '\u202e', '\u00a0', '\t', 'a', 'é', 'e\u0301', '\ud83d') }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('x', 'é', '\u200b', '👩\u200d💻', ' '), fc.integer({ min: 201, max: 200_000 }))
        .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length))),
    },
  );
}

/** Any JSON value, nested up to three levels, leaning on strings from `extra` (ids the test knows). */
export function hostileJson(extra: string[] = []): fc.Arbitrary<unknown> {
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileString(extra),
      fc.integer(),
      fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -0, 0.5),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 6 }),
      fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
    ),
  }));
  return value;
}

/** A ranking as a script might send one: permutations, repeats, holes, foreign ids, nesting, bounds. */
export function hostileRanking(optionIds: string[]): fc.Arbitrary<unknown> {
  const id = fc.oneof(fc.constantFrom(...optionIds), fc.constantFrom('option_0', 'option_99', 'Option_1', ' option_1', ''));
  return fc.oneof(
    fc.shuffledSubarray(optionIds, { minLength: optionIds.length, maxLength: optionIds.length }),
    fc.shuffledSubarray(optionIds),
    fc.array(id, { maxLength: optionIds.length + 2 }),
    fc.array(fc.oneof(id, fc.constant(null)), { maxLength: optionIds.length + 1 }),
    fc.shuffledSubarray(optionIds, { minLength: optionIds.length, maxLength: optionIds.length }).map((ids) => ids.map((x) => [x])),
    fc
      .tuple(fc.integer({ min: -3, max: 9 }), fc.shuffledSubarray(optionIds, { minLength: optionIds.length, maxLength: optionIds.length }))
      .map(([lower, ids]) => `[${lower}:${lower + ids.length - 1}]={${ids.join(',')}}`),
    fc.constant(Array.from({ length: 5_000 }, (_, i) => `option_${i + 1}`)),
  );
}

/** Bodies that are not an argument object at all. */
export const junkBodies = [
  '',
  '{',
  '{"poll_id":',
  '[]',
  '[1,2]',
  '[{"poll_id":"x"},{"ranking":[]}]',
  '"text"',
  'null',
  'true',
  '{"a":1,"a":2}',
  '{"poll_id":"\\u0000"}',
  '{"poll_id":"\\ud800"}',
  '['.repeat(2_000) + ']'.repeat(2_000),
  `{"poll_id":${'['.repeat(500)}${']'.repeat(500)}}`,
];

export interface Answer {
  status: number;
  text: string;
}

/**
 * The rule every answer must meet: never a 5xx; a refusal is a 4xx whose JSON body carries a readable
 * message. Returns what is wrong, or null.
 */
export function problemWith(answer: Answer): string | null {
  if (answer.status >= 500) return `server error ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `${answer.status} without a JSON body: ${answer.text.slice(0, 200)}`;
  }
  const message = (body as { message?: unknown; msg?: unknown; error_description?: unknown } | null) ?? {};
  const text = [message.message, message.msg, message.error_description].find((m) => typeof m === 'string' && m.trim() !== '');
  return text === undefined ? `${answer.status} without a message: ${answer.text.slice(0, 200)}` : null;
}
