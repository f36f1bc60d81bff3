import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, superuserPool } from '../local/test/support/clients.js';
import { call, expectRefusal, type Person, signUp } from './support/people.js';
import type { Poll } from './support/polls.js';

/**
 * Issue 29: `Bob`, fullwidth `Ｂｏｂ` and Cyrillic `Bоb` were accepted as three options of one poll (the rule
 * was NFC and case folding). Options the same after NFKC, or with the same UTS #39 skeleton in Unicode's
 * confusables data, are duplicates, refused by create_poll with both named and by an index from any writer.
 */
const pool = superuserPool();
let host: Person;

beforeAll(async () => {
  host = await signUp('Look Alike Lou');
});
afterAll(() => pool.end());

const lookAlike = (first: string, second: string) => ({
  message: `Options "${first}" and "${second}" look the same. Each option must be different`,
  code: '22023',
});

describe('look-alike options', () => {
  it.each([
    ['fullwidth letters (NFKC)', ['Bob', 'Ｂｏｂ'], 'Bob', 'Ｂｏｂ'],
    ['a Cyrillic о among Latin letters', ['Bob', 'B\u043eb'], 'Bob', 'B\u043eb'],
    ['a Greek capital Rho for P', ['Pizza', 'Sushi', '\u03a1izza'], 'Pizza', '\u03a1izza'],
    ['a ligature (NFKC)', ['\ufb01sh', 'Chips', 'fish'], '\ufb01sh', 'fish'],
    ['Cyrillic capitals, in another case', ['TACO', '\u0422\u0410\u0421\u041e', 'Ramen'], 'TACO', '\u0422\u0410\u0421\u041e'],
    ['mathematical bold letters', ['Bob', '\ud835\udc01\ud835\udc28\ud835\udc1b'], 'Bob', '\ud835\udc01\ud835\udc28\ud835\udc1b'],
  ])('refuses %s, naming the two', async (_label, options, first, second) => {
    await expectRefusal(host.client, 'create_poll', { title: 'T', options }, lookAlike(first, second));
  });

  it('keeps the spec’s words for options equal under the old rule (case, normal form)', async () => {
    await expectRefusal(host.client, 'create_poll', { title: 'T', options: ['Bob', 'BOB', 'B\u043eb'] }, {
      message: 'Each option must be different',
      code: '22023',
    });
  });

  it('names the first look-alike pair in the order given', async () => {
    await expectRefusal(host.client, 'create_poll', { title: 'T', options: ['Ann', 'Bob', 'Cy', 'B\u043eb', '\u0410nn'] }, lookAlike('Bob', 'B\u043eb'));
  });

  it('still takes options that only share letters, accents or scripts', async () => {
    const options = ['Café', 'Cafe', 'Bob', 'Rob', '東京', '京都', 'مدرسة', 'مدرسه', 'Straße', 'Strasse 2', 'Москва', 'Moskva'];
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Distinct enough', options });
    expect(poll.options.map((option) => option.text)).toEqual(options);
  });

  it('refuses a look-alike option from any writer (the unique index), service_role included', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Written later', options: ['Bob', 'Ann'] });
    const { error } = await serviceClient().from('poll_options').insert({ poll_id: poll.id, id: 'option_3', text: 'B\u043eb', position: 2 });
    expect(error).toMatchObject({ code: '23505' });
    await expect(
      pool.query(`insert into public.poll_options (poll_id, id, text, position) values ($1, 'option_3', 'Ｂｏｂ', 2)`, [poll.id]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'poll_options_look_alike_unique' });
  });
});
