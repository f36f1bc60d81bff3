import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, superuserPool } from '../local/test/support/clients.js';
import { call, callFailing, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, type Participant } from './support/polls.js';

// Issue 19: names shown to a room need something visible, cannot stack marks without end, hold no
// noncharacters and cannot pose as a label Runoff shows (migration 20261125120100_name_rules.sql).
const pool = superuserPool();
let host: Person;
let pollId: string;

beforeAll(async () => {
  host = await signUp('Naming Nell');
  pollId = (await createPoll(host.client)).id;
});
afterAll(() => pool.end());

const INVISIBLE = 'Name must not contain control characters or invisible formatting characters';
const NOTHING_VISIBLE = 'Name must contain at least one visible letter, digit or symbol';
const LEADING_MARK = 'Name must not start with an accent or other combining mark';
const STACKED = 'Name must not stack more than 6 accents or other combining marks on one character';
const reserved = (name: string) => `Name cannot be "${name}": Runoff shows that label itself. Please choose another name`;

/** join_poll with a name as a new anonymous visitor: the participant, or the refusal's message and HTTP status. */
async function join(name: string): Promise<{ participant: Participant } | { message: string; status: number }> {
  const visitor = await signInAnonymously();
  const { data, error, status } = await visitor.client.rpc('join_poll', { poll_id: pollId, name });
  return error ? { message: error.message, status } : { participant: data as Participant };
}

// Marks for symbols (U+20D0–U+20DC): no precomposed letter takes them, so NFC keeps every one.
const combining = (count: number) => Array.from({ length: count }, (_, i) => String.fromCodePoint(0x20d0 + (i % 13))).join('');

describe('participant names', () => {
  it.each([
    ['U+3164 HANGUL FILLER', '\u3164', INVISIBLE],
    ['U+FFA0 HALFWIDTH HANGUL FILLER', '\uffa0', INVISIBLE],
    ['U+2800 BRAILLE PATTERN BLANK', '\u2800', INVISIBLE],
    ['U+115F U+1160 Hangul fillers', '\u115f\u1160', INVISIBLE],
    ['U+17B4 KHMER VOWEL INHERENT AQ', '\u17b4', INVISIBLE],
    ['a filler beside a letter', 'A\u3164', INVISIBLE],
    ['the noncharacter U+FFFF', 'Ada\uffff', INVISIBLE],
    ['the noncharacter U+FDD0', '\ufdd0', INVISIBLE],
    ['a plane-16 noncharacter', 'Ada\u{10ffff}', INVISIBLE],
    ['U+FFFC OBJECT REPLACEMENT CHARACTER', '\ufffc', INVISIBLE],
    ['combining marks only', '\u0301\u0308\u0336', NOTHING_VISIBLE],
    ['an accent before the letters', '\u0336Ada', LEADING_MARK],
    ['a variation selector only', '\ufe0f', NOTHING_VISIBLE],
    ['private-use characters only', '\ue000\uf8ff', NOTHING_VISIBLE],
    ['"Z" with 48 stacked combining marks', `Z${combining(48)}`, STACKED],
    ['a letter with 7 marks', `e${combining(7)}`, STACKED],
  ])('refuses %s with a 400', async (_label, name, message) => {
    expect(await join(name)).toEqual({ message, status: 400 });
  });

  it.each([
    ['Participant 1', 'Participant 1'],
    ['Host', 'Host'],
    ['The Host', 'The Host'],
    ['participant', 'participant'],
    ['Participant #12', 'Participant #12'],
    ['full-width ＨＯＳＴ', 'ＨＯＳＴ'],
    ['spaced H o s t', 'H o s t'],
    ['circled Participant ①', 'Participant ①'],
    ['Anonymous participant in another case', 'anonymous participant'],
    ['Runoff', 'RUNOFF'],
  ])('reserves the label %s, case, width, space and punctuation aside', async (_label, name) => {
    expect(await join(name)).toEqual({ message: reserved(name), status: 400 });
  });

  it.each([
    ['Ada'],
    ['Nguyễn Thị Minh Khai'],
    ['Zoë'],
    ['မြှော်'], // Burmese: 5 marks after the consonant
    ['བསྒྲུབས'], // Tibetan stacks
    ['שָׁלוֹם'],
    ['कृष्ण'],
    ['محمد'],
    ['李小龙'],
    ['😀'],
    ['Ada ❤️'],
    ['.'],
    ['Hostel'],
    ['Anna Host'],
    ['Participant A'],
    [`e${combining(6)}`],
  ])('accepts %s', async (name) => {
    const joined = await join(name);
    expect(joined).toEqual({ participant: expect.objectContaining({ name: name.normalize('NFC') }) });
  });

  it('still joins someone who gives no name, as the unnamed default', async () => {
    const visitor = await signInAnonymously();
    expect(await call<Participant>(visitor.client, 'join_poll', { poll_id: pollId })).toMatchObject({ name: 'Anonymous Participant' });
  });

  it('holds every writer to the rules, service_role included', async () => {
    const visitor = await signInAnonymously();
    const { error } = await serviceClient().from('participants').insert({ poll_id: pollId, user_id: visitor.id, name: 'Host' });
    expect(error).toMatchObject({ code: '22023', message: reserved('Host') });
    await pool.query('alter table public.participants disable trigger participants_name_rules');
    await expect(
      pool.query(`insert into public.participants (poll_id, user_id, name) values ($1, $2, U&'\\3164')`, [pollId, visitor.id]),
    ).rejects.toThrow(/participants_name_rules/);
    await pool.query('alter table public.participants enable trigger participants_name_rules');
  });
});

describe('usernames', () => {
  it('refuses the same names in update_profile, with the field named', async () => {
    const account = await signUp('Renaming Rui');
    for (const [username, message] of [
      ['\u2800', 'Username must not contain control characters or invisible formatting characters'],
      ['Host', 'Username cannot be "Host": Runoff shows that label itself. Please choose another name'],
      [`Z${combining(48)}`, 'Username must not stack more than 6 accents or other combining marks on one character'],
    ]) {
      const error = await callFailing(account.client, 'update_profile', { username });
      expect({ message: error.message, code: error.code }).toEqual({ message, code: '22023' });
    }
    expect(await call(account.client, 'update_profile', { username: 'Rui Host' })).toMatchObject({ username: 'Rui Host' });
  });

  it('gives an account that signed up with a refused name its e-mail name instead of failing the sign-up', async () => {
    const account = await signUp('Participant 2');
    const { rows } = await pool.query(`select username, email from public.profiles where id = $1`, [account.id]);
    expect(rows[0].username).toBe(rows[0].email.split('@')[0]);
  });
});

// Names built from characters whose kind is known: what the rules decide must follow from the kinds alone.
const visible = ['A', 'z', 'é', 'Ж', 'ש', 'ع', '中', 'あ', '한', 'ก', '7', '٣', '😀', '!', 'ß', 'ᄀ', '€'];
const blank = [' ', '\u00a0', '\u3000', '\u2002'];
const lookAlikes = ['\u3164', '\uffa0', '\u2800', '\u115f', '\u1160', '\u17b4', '\u17b5', '\ufffc', '\uffff', '\ufdd0'];
// Marks that compose with none of the characters above (NFC would otherwise merge one into its letter).
const marks = ['\u0336', '\u0489', '\u093f', '\u0e31', '\u05b4', '\u0f90', '\u20d1', '\ufe0f'];
// Neither visible nor marks: private use, an unassigned default-ignorable code point.
const ignorable = ['\ue000', '\ufff0'];

type Piece = { kind: 'visible' | 'blank' | 'lookAlike' | 'ignorable'; text: string } | { kind: 'marks'; text: string; count: number };
const piece: fc.Arbitrary<Piece> = fc.oneof(
  fc.constantFrom(...visible).map((text) => ({ kind: 'visible' as const, text })),
  fc.constantFrom(...blank).map((text) => ({ kind: 'blank' as const, text })),
  fc.constantFrom(...lookAlikes).map((text) => ({ kind: 'lookAlike' as const, text })),
  fc.constantFrom(...ignorable).map((text) => ({ kind: 'ignorable' as const, text })),
  fc.array(fc.constantFrom(...marks), { minLength: 1, maxLength: 9 }).map((m) => ({ kind: 'marks' as const, text: m.join(''), count: m.length })),
);

/** The rule as the issue states it, decided from the pieces; null when the name may be stored. */
function expected(pieces: Piece[]): 'invisible' | 'nothing visible' | 'marks' | null {
  const text = pieces.map((p) => p.text).join('').normalize('NFC').trim();
  if (pieces.some((p) => p.kind === 'lookAlike')) return 'invisible';
  if (!pieces.some((p) => p.kind === 'visible')) return text === '' ? null : 'nothing visible';
  // Marks at the very start (after trimming), or more than 6 in a row after one character, are refused.
  const trimmedStart = pieces.findIndex((p) => p.kind !== 'blank');
  let run = 0;
  for (const [index, p] of pieces.entries()) {
    if (p.kind === 'marks') {
      if (index === trimmedStart) return 'marks';
      run += p.count;
      if (run > 6) return 'marks';
    } else run = 0;
  }
  return null;
}

describe('the name rules, property-based', () => {
  it('accept a name exactly when it has a visible character, no look-alike and at most 6 marks on a character', async () => {
    const account = await signUp('Property Pat');
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 5 }), async (pieces) => {
        const name = pieces.map((p) => p.text).join('');
        const want = expected(pieces);
        const { rows } = await pool.query<{ problem: string | null; cleaned: string }>(
          `select private.name_problem(c, 'Name') as problem, c as cleaned from (select private.clean_text($1, 'Name', 50) as c) as s`,
          [name],
        );
        const { problem, cleaned } = rows[0]!;
        if (cleaned === '') return; // an empty name has its own message (5 pieces stay within 50 characters)
        const kind = problem === null ? null : problem === INVISIBLE ? 'invisible' : problem === NOTHING_VISIBLE ? 'nothing visible' : [LEADING_MARK, STACKED].includes(problem) ? 'marks' : problem;
        expect(kind, JSON.stringify(pieces)).toBe(want);
        // update_profile (a public function) decides the same, with the field named.
        const { error } = await account.client.rpc('update_profile', { username: name });
        expect(error?.message ?? null).toBe(problem?.replace(/^Name/, 'Username') ?? null);
      }),
      { numRuns: 300 },
    );
  });

  it('reserve a label whatever the case, width, spacing and punctuation around it', async () => {
    const label = fc.constantFrom('host', 'the host', 'participant', 'participant 3', 'participant 42', 'runoff', 'anonymous participant');
    const variant = fc.tuple(label, fc.array(fc.boolean(), { maxLength: 30 }), fc.constantFrom('', ' ', '  ', '-', '.', '#', '!'), fc.boolean());
    await fc.assert(
      fc.asyncProperty(variant, async ([base, upper, around, wide]) => {
        let name = [...base].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join('');
        if (wide) name = [...name].map((ch) => (/[!-~]/.test(ch) ? String.fromCodePoint(ch.codePointAt(0)! + 0xfee0) : ch)).join('');
        name = `${around}${name}${around}`.trim();
        const { rows } = await pool.query(`select private.is_reserved_name($1) as reserved`, [name]);
        expect(rows[0].reserved, name).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
