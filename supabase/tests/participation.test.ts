import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, superuserPool } from '../local/test/support/clients.js';
import { call, expectRefusal, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, joinedVoter, type Participant, type Poll, setStatus, vote } from './support/polls.js';

const pool = superuserPool();
let host: Person;

beforeAll(async () => {
  host = await signUp('Host Henry');
});
afterAll(() => pool.end());

describe('join_poll', () => {
  it('joins an anonymous sign-in as "Anonymous Participant" when no name is given', async () => {
    const poll = await createPoll(host.client);
    const visitor = await signInAnonymously();
    const participant = await call<Participant>(visitor.client, 'join_poll', { poll_id: poll.id });
    expect(participant).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      pollId: poll.id,
      name: 'Anonymous Participant',
      joinedAt: expect.stringMatching(/Z$/),
      joinOrder: expect.any(Number),
      hasVoted: false,
    });
    const { rows } = await pool.query('select user_id from public.participants where id = $1', [participant.id]);
    expect(rows[0].user_id).toBe(visitor.id);
  });

  it('trims a given name and keeps one participant per user per poll', async () => {
    const poll = await createPoll(host.client);
    const member = await signUp('Member Mia');
    const first = await call<Participant>(member.client, 'join_poll', { poll_id: poll.id, name: '  Mia  ' });
    expect(first.name).toBe('Mia');
    const again = await call<Participant>(member.client, 'join_poll', { poll_id: poll.id, name: 'Someone else' });
    expect(again).toEqual(first);
    expect(await call<Poll>(host.client, 'get_poll', { poll_id: poll.id })).toMatchObject({ participantCount: 1 });
  });

  it('accepts a 50-character name and refuses blank and longer ones with the spec’s messages', async () => {
    const poll = await createPoll(host.client);
    const visitor = await signInAnonymously();
    await expectRefusal(visitor.client, 'join_poll', { poll_id: poll.id, name: '   ' }, {
      message: 'Please enter a name or click "Join Anonymously"',
      code: '22023',
    });
    await expectRefusal(visitor.client, 'join_poll', { poll_id: poll.id, name: 'n'.repeat(51) }, {
      message: 'Name must be 50 characters or less',
      code: '22023',
    });
    const joined = await call<Participant>(visitor.client, 'join_poll', { poll_id: poll.id, name: 'n'.repeat(50) });
    expect(joined.name).toHaveLength(50);
  });

  it('lets people join while voting is open, and refuses a completed poll with "This poll is no longer active"', async () => {
    const poll = await createPoll(host.client);
    await setStatus(host.client, poll.id, 'voting');
    await joinedVoter(poll.id, 'Late Lou');
    await setStatus(host.client, poll.id, 'completed');
    const visitor = await signInAnonymously();
    await expectRefusal(visitor.client, 'join_poll', { poll_id: poll.id }, { message: 'This poll is no longer active', code: 'PT409' });
  });

  it('refuses a poll past its expiry with "This poll is no longer active"', async () => {
    const poll = await createPoll(host.client);
    await pool.query(`update public.polls set expires_at = now() - interval '1 minute' where id = $1`, [poll.id]);
    const visitor = await signInAnonymously();
    await expectRefusal(visitor.client, 'join_poll', { poll_id: poll.id }, { message: 'This poll is no longer active', code: 'PT409' });
  });

  it('raises "Poll not found" for a missing poll and needs a session (anonymous sign-in at least)', async () => {
    const visitor = await signInAnonymously();
    await expectRefusal(visitor.client, 'join_poll', { poll_id: crypto.randomUUID() }, { message: 'Poll not found', code: 'PT404' });
    const poll = await createPoll(host.client);
    const { error } = await anonClient().rpc('join_poll', { poll_id: poll.id });
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for function join_poll' });
  });
});

describe('get_participants', () => {
  it('lists everyone in joining order for the host and for participants, without user ids or ballots', async () => {
    const poll = await createPoll(host.client);
    const ann = await joinedVoter(poll.id, 'Ann');
    const bob = await joinedVoter(poll.id);
    await setStatus(host.client, poll.id, 'voting');
    await vote(ann.client, poll.id, ['option_3', 'option_2', 'option_1']);

    const expected = [
      { ...ann.participant, hasVoted: true },
      { ...bob.participant, hasVoted: false },
    ];
    expect(await call(host.client, 'get_participants', { poll_id: poll.id })).toEqual(expected);
    expect(await call(bob.client, 'get_participants', { poll_id: poll.id })).toEqual(expected);
  });

  it('refuses anyone else', async () => {
    const poll = await createPoll(host.client);
    const outsider = await signInAnonymously();
    await expectRefusal(outsider.client, 'get_participants', { poll_id: poll.id }, {
      message: 'Only the host and participants can see who joined this poll',
      code: '42501',
    });
    await expectRefusal(outsider.client, 'get_participants', { poll_id: crypto.randomUUID() }, { message: 'Poll not found', code: 'PT404' });
  });
});

describe('get_participant_status', () => {
  it('tells the participant and the host whether the participant voted; null otherwise', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id);
    const outsider = await signInAnonymously();
    const args = { poll_id: poll.id, participant_id: voter.participant.id };

    expect(await call(voter.client, 'get_participant_status', args)).toBe(false);
    expect(await call(host.client, 'get_participant_status', args)).toBe(false);
    await setStatus(host.client, poll.id, 'voting');
    await vote(voter.client, poll.id, ['option_1', 'option_2', 'option_3']);
    expect(await call(voter.client, 'get_participant_status', args)).toBe(true);
    expect(await call(host.client, 'get_participant_status', args)).toBe(true);

    expect(await call(outsider.client, 'get_participant_status', args)).toBeNull();
    expect(await call(voter.client, 'get_participant_status', { poll_id: poll.id, participant_id: null })).toBeNull();
    expect(await call(voter.client, 'get_participant_status', { poll_id: poll.id, participant_id: crypto.randomUUID() })).toBeNull();
    expect(await call(voter.client, 'get_participant_status', { poll_id: poll.id, participant_id: 'garbage' })).toBeNull();
  });
});

describe('submit_vote', () => {
  it('accepts one complete ranking while voting is open and marks the participant as voted', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id);
    await setStatus(host.client, poll.id, 'voting');
    const result = await call(voter.client, 'submit_vote', {
      poll_id: poll.id,
      ranking: ['option_2', 'option_3', 'option_1'],
      participant_id: voter.participant.id,
    });
    expect(result).toEqual({ pollId: poll.id, participantId: voter.participant.id, hasVoted: true });
  });

  it('refuses votes before voting opens and after it ends with "Voting is not currently open for this poll"', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id);
    const closed = { message: 'Voting is not currently open for this poll', code: 'PT409' };
    const ranking = ['option_1', 'option_2', 'option_3'];
    await expectRefusal(voter.client, 'submit_vote', { poll_id: poll.id, ranking }, closed);
    await setStatus(host.client, poll.id, 'voting');
    await setStatus(host.client, poll.id, 'completed');
    await expectRefusal(voter.client, 'submit_vote', { poll_id: poll.id, ranking }, closed);
    const { rows } = await pool.query('select count(*)::int as n from public.ballots where poll_id = $1', [poll.id]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses a second vote with "You have already voted in this poll"', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id);
    await setStatus(host.client, poll.id, 'voting');
    await vote(voter.client, poll.id, ['option_1', 'option_2', 'option_3']);
    await expectRefusal(voter.client, 'submit_vote', { poll_id: poll.id, ranking: ['option_3', 'option_2', 'option_1'] }, {
      message: 'You have already voted in this poll',
      code: 'PT409',
    });
    // Joining again does not make a fresh participant who could vote a second time.
    await call(voter.client, 'join_poll', { poll_id: poll.id, name: 'New me' });
    await expectRefusal(voter.client, 'submit_vote', { poll_id: poll.id, ranking: ['option_3', 'option_2', 'option_1'] }, {
      message: 'You have already voted in this poll',
      code: 'PT409',
    });
    const { rows } = await pool.query('select coalesce(sum(ballot_count), 0)::int as n from public.ballots where poll_id = $1', [poll.id]);
    expect(rows[0].n).toBe(1);
  });

  const partial = 'A ballot must rank every option of this poll exactly once';
  it.each([
    ['a partial ranking', ['option_1', 'option_2'], partial],
    ['a repeated option', ['option_1', 'option_1', 'option_2'], 'Each option can be ranked only once'],
    ['a repeated option with all options', ['option_1', 'option_2', 'option_3', 'option_1'], 'Each option can be ranked only once'],
    ['an unknown option', ['option_1', 'option_2', 'option_9'], 'The ranking holds an option that is not in this poll'],
    ['an extra option', ['option_1', 'option_2', 'option_3', 'option_4'], 'The ranking holds an option that is not in this poll'],
    ['an empty ranking', [], partial],
    ['no ranking', null, partial],
    ['a nested ranking', [['option_2'], ['option_3'], ['option_1']], 'A ranking must be a plain list of option ids, first choice first'],
    ['a ranking with other bounds', '[5:7]={option_2,option_3,option_1}', 'A ranking must be a plain list of option ids, first choice first'],
    ['a ranking with an empty entry', ['option_1', null, 'option_2', 'option_3'], 'A ranking cannot hold empty entries'],
  ])('refuses %s with a 400', async (_label, ranking, message) => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id);
    await setStatus(host.client, poll.id, 'voting');
    const { error, status } = await voter.client.rpc('submit_vote', { poll_id: poll.id, ranking });
    expect({ message: error?.message, code: error?.code, status }).toEqual({ message, code: '22023', status: 400 });
    expect(await call(voter.client, 'get_participant_status', { poll_id: poll.id, participant_id: voter.participant.id })).toBe(false);
  });

  it('refuses someone who has not joined, or who names another participant', async () => {
    const poll = await createPoll(host.client);
    const joined = await joinedVoter(poll.id);
    const stranger = await signInAnonymously();
    await setStatus(host.client, poll.id, 'voting');
    const ranking = ['option_1', 'option_2', 'option_3'];
    const notJoined = { message: 'Join this poll before voting', code: 'PT409' };
    await expectRefusal(stranger.client, 'submit_vote', { poll_id: poll.id, ranking }, notJoined);
    await expectRefusal(stranger.client, 'submit_vote', { poll_id: poll.id, ranking, participant_id: joined.participant.id }, notJoined);
    await call(stranger.client, 'join_poll', { poll_id: poll.id });
    await expectRefusal(stranger.client, 'submit_vote', { poll_id: poll.id, ranking, participant_id: joined.participant.id }, notJoined);
    expect(await call(joined.client, 'get_participant_status', { poll_id: poll.id, participant_id: joined.participant.id })).toBe(false);
  });

  it('raises "Poll not found" for a missing poll and needs a session', async () => {
    const visitor = await signInAnonymously();
    await expectRefusal(visitor.client, 'submit_vote', { poll_id: crypto.randomUUID(), ranking: ['option_1'] }, {
      message: 'Poll not found',
      code: 'PT404',
    });
    const { error } = await anonClient().rpc('submit_vote', { poll_id: crypto.randomUUID(), ranking: [] });
    expect(error).toMatchObject({ code: '42501' });
  });
});

describe('get_participated_polls', () => {
  it('lists the polls the caller voted in, whoever created them', async () => {
    const member = await signUp('Voter Vic');
    const ownPoll = await createPoll(member.client, ['A', 'B'], 'Own poll');
    const joinedOnly = await createPoll(host.client, ['A', 'B'], 'Joined only');
    const votedIn = await createPoll(host.client, ['A', 'B'], 'Voted in');
    for (const poll of [ownPoll, joinedOnly, votedIn]) await call(member.client, 'join_poll', { poll_id: poll.id });
    await setStatus(host.client, votedIn.id, 'voting');
    await setStatus(member.client, ownPoll.id, 'voting');
    await vote(member.client, votedIn.id, ['option_2', 'option_1']);
    await vote(member.client, ownPoll.id, ['option_1', 'option_2']);

    const polls = await call<Poll[]>(member.client, 'get_participated_polls');
    expect(polls.map((p) => p.title)).toEqual(['Voted in', 'Own poll']);
    expect(polls[0]).toMatchObject({ id: votedIn.id, createdBy: host.id, participantCount: 1, status: 'voting' });
    expect(polls[1]).toMatchObject({ id: ownPoll.id, createdBy: member.id });
  });
});
