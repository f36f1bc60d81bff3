import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, superuserPool } from '../local/test/support/clients.js';
import { call, expectRefusal, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, joinedVoter, type Poll, setStatus, vote } from './support/polls.js';

const pool = superuserPool();
let host: Person;
let other: Person;

beforeAll(async () => {
  host = await signUp('Hosting Hannah');
  other = await signUp('Other Otto');
});
afterAll(() => pool.end());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('create_poll', () => {
  it('creates a waiting, active poll with trimmed fields and numbered options, blanks dropped', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', {
      title: '  Team lunch  ',
      description: '  Where shall we eat?  ',
      category: ' Food ',
      options: [' Pizza ', '   ', 'Sushi', '', 'Tacos  '],
    });
    expect(poll).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Team lunch',
      description: 'Where shall we eat?',
      category: 'Food',
      options: [
        { id: 'option_1', text: 'Pizza', order: 0 },
        { id: 'option_2', text: 'Sushi', order: 1 },
        { id: 'option_3', text: 'Tacos', order: 2 },
      ],
      createdBy: host.id,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
      isActive: true,
      status: 'waiting',
      participantCount: 0,
      expiresAt: null,
      maxParticipants: 1000,
      accountsOnly: false,
      seats: 1,
      minRanked: null,
      shuffleBallots: true,
      voters: 'anyone',
      trackers: false,
      publication: 'none',
      publishedAt: null,
      countingMethod: 'irv',
    });
    expect(new Date(poll.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('defaults description and category to empty text and keeps an expiry in the future', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Quick', options: ['A', 'B'], expires_at: expiresAt });
    expect(poll).toMatchObject({ description: '', category: '', expiresAt });
  });

  it.each([
    ['a blank title', { title: '   ', options: ['A', 'B'] }, 'Please enter a title'],
    ['one option', { title: 'T', options: ['Only one'] }, 'A poll must have at least 2 options'],
    ['no options', { title: 'T', options: [] }, 'A poll must have at least 2 options'],
    ['one non-blank option', { title: 'T', options: ['A', '  '] }, 'Please provide at least 2 non-empty options'],
    ['only blank options', { title: 'T', options: ['  ', ''] }, 'Please provide at least 2 non-empty options'],
    ['a 201-character title', { title: 'x'.repeat(201), options: ['A', 'B'] }, 'Title must be 200 characters or less'],
    ['a 2001-character description', { title: 'T', options: ['A', 'B'], description: 'x'.repeat(2001) }, 'Description must be 2000 characters or less'],
    ['a 51-character category', { title: 'T', options: ['A', 'B'], category: 'x'.repeat(51) }, 'Category must be 50 characters or less'],
    ['a 201-character option', { title: 'T', options: ['A', 'x'.repeat(201)] }, 'Each option must be 200 characters or less'],
    ['101 options', { title: 'T', options: Array.from({ length: 101 }, (_, i) => `Option ${i}`) }, 'A poll can have at most 100 options'],
    ['the same option twice', { title: 'T', options: ['Pizza', ' pizza '] }, 'Each option must be different'],
    ['an expiry in the past', { title: 'T', options: ['A', 'B'], expires_at: '2000-01-01T00:00:00Z' }, 'The closing time must be in the future'],
  ])('refuses %s', async (_label, args, message) => {
    await expectRefusal(host.client, 'create_poll', args, { message, code: '22023' });
  });

  it('accepts the limits themselves: 100 options, 200-character title and option texts', async () => {
    const options = Array.from({ length: 100 }, (_, i) => `${i}`.padEnd(200, '.'));
    const poll = await call<Poll>(host.client, 'create_poll', { title: 't'.repeat(200), options, category: 'c'.repeat(50) });
    expect(poll.options).toHaveLength(100);
    expect(poll.options[99]).toEqual({ id: 'option_100', text: options[99], order: 99 });
  });

  it('is refused to anonymous sign-ins and to callers without a session', async () => {
    const visitor = await signInAnonymously();
    await expectRefusal(visitor.client, 'create_poll', { title: 'T', options: ['A', 'B'] }, {
      message: 'Sign in with an account to create a poll',
      code: '42501',
    });
    const { error } = await anonClient().rpc('create_poll', { title: 'T', options: ['A', 'B'] });
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for function create_poll' });
  });
});

describe('get_poll', () => {
  it('returns the poll to anyone holding the link, signed in or not, with the participant count', async () => {
    const poll = await createPoll(host.client);
    await joinedVoter(poll.id);
    await joinedVoter(poll.id);
    for (const client of [host.client, other.client, anonClient()]) {
      expect(await call<Poll>(client, 'get_poll', { poll_id: poll.id })).toEqual({ ...poll, participantCount: 2 });
    }
  });

  it('raises "Poll not found" for an unknown id and for a mangled one', async () => {
    for (const pollId of [crypto.randomUUID(), 'not-a-poll', '']) {
      await expectRefusal(anonClient(), 'get_poll', { poll_id: pollId }, { message: 'Poll not found', code: 'PT404' });
    }
  });
});

describe('update_poll_status', () => {
  it('moves waiting → voting → completed; completing closes the poll and both stamp updatedAt', async () => {
    const poll = await createPoll(host.client);
    const voting = await setStatus(host.client, poll.id, 'voting');
    expect(voting).toMatchObject({ status: 'voting', isActive: true });
    expect(voting.updatedAt > poll.updatedAt).toBe(true);
    const completed = await setStatus(host.client, poll.id, 'completed');
    expect(completed).toMatchObject({ status: 'completed', isActive: false });
    expect(completed.updatedAt >= voting.updatedAt).toBe(true);
    expect(await call<Poll>(anonClient(), 'get_poll', { poll_id: poll.id })).toEqual(completed);
  });

  it('refuses every other move', async () => {
    const poll = await createPoll(host.client);
    const refuse = (status: string, from: string) =>
      expectRefusal(host.client, 'update_poll_status', { poll_id: poll.id, status }, {
        message: `A poll that is ${from} cannot move to ${status}`,
        code: 'PT409',
      });
    await refuse('waiting', 'waiting');
    await refuse('completed', 'waiting');
    await setStatus(host.client, poll.id, 'voting');
    await refuse('waiting', 'voting');
    await refuse('voting', 'voting');
    await setStatus(host.client, poll.id, 'completed');
    await refuse('voting', 'completed');
    await refuse('waiting', 'completed');
    await refuse('completed', 'completed');
  });

  it('refuses an unknown status', async () => {
    const poll = await createPoll(host.client);
    await expectRefusal(host.client, 'update_poll_status', { poll_id: poll.id, status: 'archived' }, {
      message: 'Unknown poll status: archived',
      code: '22023',
    });
  });

  it('lets only the host change the status', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id);
    for (const client of [other.client, voter.client]) {
      await expectRefusal(client, 'update_poll_status', { poll_id: poll.id, status: 'voting' }, {
        message: 'Only the host can change the status of this poll',
        code: '42501',
      });
    }
    const { error } = await anonClient().rpc('update_poll_status', { poll_id: poll.id, status: 'voting' });
    expect(error).toMatchObject({ code: '42501' });
    expect(await call<Poll>(host.client, 'get_poll', { poll_id: poll.id })).toMatchObject({ status: 'waiting' });
  });

  it('raises "Poll not found" for a poll that does not exist', async () => {
    await expectRefusal(host.client, 'update_poll_status', { poll_id: crypto.randomUUID(), status: 'voting' }, {
      message: 'Poll not found',
      code: 'PT404',
    });
  });
});

describe('delete_poll', () => {
  it('lets only the host delete, and takes options, participants and ballots with the poll', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id, 'Vera');
    await setStatus(host.client, poll.id, 'voting');
    await vote(voter.client, poll.id, ['option_1', 'option_2', 'option_3']);

    for (const client of [other.client, voter.client]) {
      await expectRefusal(client, 'delete_poll', { poll_id: poll.id }, { message: 'Only the host can delete this poll', code: '42501' });
    }
    expect(await call(host.client, 'delete_poll', { poll_id: poll.id })).toBeNull();

    await expectRefusal(host.client, 'get_poll', { poll_id: poll.id }, { message: 'Poll not found', code: 'PT404' });
    await expectRefusal(host.client, 'delete_poll', { poll_id: poll.id }, { message: 'Poll not found', code: 'PT404' });
    const { rows } = await pool.query(
      `select (select count(*) from public.poll_options where poll_id = $1)::int as options,
              (select count(*) from public.participants where poll_id = $1)::int as participants,
              (select count(*) from public.ballots where poll_id = $1)::int as ballots`,
      [poll.id],
    );
    expect(rows[0]).toEqual({ options: 0, participants: 0, ballots: 0 });
    expect(await call<Poll[]>(voter.client, 'get_participated_polls')).toEqual([]);
  });
});

describe('get_my_polls', () => {
  it('lists the polls the caller created, newest first, and nobody else’s', async () => {
    const creator = await signUp('Lister');
    expect(await call(creator.client, 'get_my_polls')).toEqual([]);
    const first = await createPoll(creator.client, ['A', 'B'], 'First');
    const second = await createPoll(creator.client, ['A', 'B'], 'Second');
    await createPoll(other.client, ['A', 'B'], 'Not mine');
    await joinedVoter(second.id);
    const mine = await call<Poll[]>(creator.client, 'get_my_polls');
    expect(mine).toEqual([{ ...second, participantCount: 1 }, first]);
  });

  it('needs a session', async () => {
    const { error } = await anonClient().rpc('get_my_polls');
    expect(error).toMatchObject({ code: '42501' });
  });
});
