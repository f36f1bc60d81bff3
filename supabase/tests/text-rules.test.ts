import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, superuserPool } from '../local/test/support/clients.js';
import { call, expectRefusal, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, type Participant, type Poll } from './support/polls.js';

const pool = superuserPool();
let host: Person;

beforeAll(async () => {
  host = await signUp('Text Tessa');
});
afterAll(() => pool.end());

const NBSP = '\u00a0';
const ZWSP = '\u200b';
const RLO = '\u202e';
const IDEOGRAPHIC_SPACE = '\u3000';
const BOM = '\ufeff';
const control = (field: string) => ({
  message: `${field} must not contain control characters or invisible formatting characters`,
  code: '22023',
});

describe('create_poll text', () => {
  it('stores titles, descriptions, categories and options in Unicode NFC, trimmed of Unicode whitespace', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', {
      title: `${NBSP}Cafe\u0301 vote${IDEOGRAPHIC_SPACE}`,
      description: `First line\n\tSecond line${BOM}`,
      category: `${ZWSP}Re\u0301sume\u0301 `,
      options: ['Cre\u0300me', `${NBSP}Bru\u0302le\u0301e${NBSP}`],
    });
    expect(poll).toMatchObject({
      title: 'Café vote',
      description: 'First line\n\tSecond line',
      category: 'Résumé',
      options: [{ text: 'Crème' }, { text: 'Brûlée' }],
    });
  });

  it.each([
    ['no-break spaces', `${NBSP}${NBSP}`],
    ['zero-width spaces', `${ZWSP}${ZWSP}`],
    ['tabs and a BOM', `\t\t${BOM}`],
    ['ideographic and en spaces', `${IDEOGRAPHIC_SPACE}\u2002`],
  ])('counts a title of %s as empty', async (_label, title) => {
    await expectRefusal(host.client, 'create_poll', { title, options: ['A', 'B'] }, { message: 'Please enter a title', code: '22023' });
  });

  it('drops options made only of Unicode whitespace like blank ones', async () => {
    await expectRefusal(host.client, 'create_poll', { title: 'T', options: ['A', `${NBSP}${ZWSP}`] }, {
      message: 'Please provide at least 2 non-empty options',
      code: '22023',
    });
  });

  it.each([
    ['a bidi override in the title', { title: `Vote ${RLO}txet`, options: ['A', 'B'] }, 'Title'],
    ['a zero-width space inside the title', { title: `Lun${ZWSP}ch`, options: ['A', 'B'] }, 'Title'],
    ['a tab inside the title', { title: 'Lun\tch', options: ['A', 'B'] }, 'Title'],
    ['a control character in the description', { title: 'T', options: ['A', 'B'], description: 'Bell \u0007' }, 'Description'],
    ['a bidi isolate in the description', { title: 'T', options: ['A', 'B'], description: 'x \u2066y' }, 'Description'],
    ['a soft hyphen in the category', { title: 'T', options: ['A', 'B'], category: 'Fo\u00adod' }, 'Category'],
    ['an escape character in an option', { title: 'T', options: ['A', 'B\u001b[31m'] }, 'Each option'],
    ['a line break in an option', { title: 'T', options: ['A', 'B\nC'] }, 'Each option'],
    ['a stray zero-width joiner in an option', { title: 'T', options: ['A', 'B \u200d C'] }, 'Each option'],
  ])('refuses %s', async (_label, args, field) => {
    await expectRefusal(host.client, 'create_poll', args, control(field));
  });

  it('keeps joiners where scripts and emoji need them', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', {
      title: 'می\u200cخواهم',
      options: ['👩\u200d💻 Coding', 'Reading'],
    });
    expect(poll.title).toBe('می\u200cخواهم');
    expect(poll.options[0]!.text).toBe('👩\u200d💻 Coding');
  });

  it.each([
    ['differ only by normal form', ['Cafe\u0301', 'Café']],
    ['differ only by case after normalization', ['ÉCOLE', 'e\u0301cole']],
    ['differ only by a joiner', ['👩\u200d💻', '👩💻']],
  ])('refuses options that %s as "Each option must be different"', async (_label, options) => {
    await expectRefusal(host.client, 'create_poll', { title: 'T', options }, { message: 'Each option must be different', code: '22023' });
  });

  it('counts lengths after normalization: 200 composed characters fit', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'e\u0301'.repeat(200), options: ['A', 'B'] });
    expect(poll.title).toBe('é'.repeat(200));
  });
});

describe('join_poll and update_profile text', () => {
  it('normalizes names and refuses control and invisible ones', async () => {
    const poll = await createPoll(host.client);
    const visitor = await signInAnonymously();
    await expectRefusal(visitor.client, 'join_poll', { poll_id: poll.id, name: `${NBSP}${ZWSP}` }, {
      message: 'Please enter a name or click "Join Anonymously"',
      code: '22023',
    });
    await expectRefusal(visitor.client, 'join_poll', { poll_id: poll.id, name: `Ann${RLO}` }, control('Name'));
    const participant = await call<Participant>(visitor.client, 'join_poll', { poll_id: poll.id, name: ` Zoe\u0308 ` });
    expect(participant.name).toBe('Zoë');
  });

  it('does the same for usernames', async () => {
    await expectRefusal(host.client, 'update_profile', { username: `${IDEOGRAPHIC_SPACE}` }, { message: 'Username cannot be empty', code: '22023' });
    await expectRefusal(host.client, 'update_profile', { username: `Tes${ZWSP}sa` }, control('Username'));
    expect(await call(host.client, 'update_profile', { username: 'Te\u0301ssa' })).toMatchObject({ username: 'Téssa' });
  });

  it('cleans a username sent as sign-up metadata instead of failing the sign-up', async () => {
    const person = await signUp(`Mal${RLO}lory\u0007`);
    expect(await call(person.client, 'get_profile')).toMatchObject({ username: 'Mallory' });
  });
});

describe('the tables hold the text rules themselves', () => {
  it('refuses a direct write by service_role that is not NFC, not trimmed or holds forbidden characters', async () => {
    const service = serviceClient();
    const poll = await createPoll(host.client, ['Pizza', 'Sushi']);
    for (const title of ['Cafe\u0301', ` ${NBSP}Padded`, `Over${RLO}ride`, '']) {
      const { error } = await service.from('polls').update({ title }).eq('id', poll.id);
      expect(error?.code, JSON.stringify(title)).toBe('23514');
    }
    const duplicate = await service.from('poll_options').insert({ poll_id: poll.id, id: 'option_3', text: 'PIZZA', position: 2 });
    expect(duplicate.error?.code).toBe('23505');
    const visitor = await signInAnonymously();
    const participant = await call<Participant>(visitor.client, 'join_poll', { poll_id: poll.id, name: 'Vic' });
    await expect(pool.query(`update public.participants set name = $1 where id = $2`, [`Vic${ZWSP}`, participant.id])).rejects.toThrow(
      /participants_name_clean/,
    );
    await expect(pool.query(`update public.profiles set username = $1 where id = $2`, [`x${ZWSP}y`, host.id])).rejects.toThrow(
      /profiles_username_clean/,
    );
    expect(await call<Poll>(anonClient(), 'get_poll', { poll_id: poll.id })).toMatchObject({ title: 'Lunch' });
  });
});
