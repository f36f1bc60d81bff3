import fs from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { throwawayRoomStack } from '../src/stack/throwaway-stack.js';
import { startStack, type RunningStack } from '../src/stack/stack.js';
import { dedicatedApiPort } from './support/clients.js';
import { flushRoomSummary, openRoom, signInAnonymouslyWithin, until, voteUntilAnswered, type Member, type Room, type VoteOutcome } from './support/room.js';

// A stack of its own (the shared test stack must not be disturbed), on ports above the restart test's.
const apiPort = dedicatedApiPort(110);
const ROOM = 24;
const { overrides, root } = throwawayRoomStack(apiPort, ROOM);

let stack: RunningStack | undefined;
let room: Room | undefined;
const log: string[] = [];

afterAll(async () => {
  await room?.close();
  await stack?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

async function rows<T extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack!.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

function heardVoteOf(member: Member, voter: Member, participantIds: Map<string, string>): boolean {
  return member.heard.some((line) => line.startsWith('participant_voted') && line.includes(participantIds.get(voter.userId)!));
}

describe('server faults during voting', () => {
  it('restarts PostgreSQL (kill -9) and then the gateway without losing an acknowledged vote; clients come back by themselves', async () => {
    stack = await startStack(overrides, { log: (line) => log.push(line) });
    room = await openRoom(stack.url, stack.config.anonKey, ROOM);
    const { pollId, host, participants } = room;
    const everyone = [host, ...participants];
    const ids = new Map(
      (await rows<{ user_id: string; id: string }>('select user_id, id from public.participants where poll_id = $1', [pollId])).map((r) => [
        r.user_id,
        r.id,
      ]),
    );

    await host.client.rpc('update_poll_status', { poll_id: pollId, status: 'voting' });
    await until(() => participants.every((m) => m.heard.some((l) => l.includes('"status":"voting"'))), 10_000, 'voting to reach everyone');

    const deadline = Date.now() + 45_000;
    const outcomes = new Map<Member, Promise<VoteOutcome>>();
    const vote = (group: Member[]) => group.forEach((m) => outcomes.set(m, voteUntilAnswered(m, pollId, deadline)));
    const [before, during, after] = [participants.slice(0, 8), participants.slice(8, 16), participants.slice(16)];

    // A third votes, then PostgreSQL's postmaster is killed while the next third is voting.
    vote(before);
    await Promise.all(before.map((m) => outcomes.get(m)));
    const postmaster = stack.pids().postgres!;
    vote(during);
    process.kill(postmaster, 'SIGKILL');
    await until(() => stack!.pids().postgres !== undefined && stack!.pids().postgres !== postmaster, 20_000, 'PostgreSQL to be restarted');
    await Promise.all(during.map((m) => outcomes.get(m)));
    // Auth's pool recovered: a newcomer can sign in (the join page's first call).
    await signInAnonymouslyWithin(stack.url, stack.config.anonKey, 15_000);
    // The realtime listener reconnected and delivers again; votes committed while it was cut off are replayed.
    await until(() => [...before, ...during].every((voter) => heardVoteOf(host, voter, ids)), 15_000, 'the host to hear every vote so far');

    // Then the gateway restarts: every socket is cut and supabase-js must rejoin by itself.
    await stack.restartGateway();
    await until(() => everyone.every((m) => m.subscribed >= 2), 20_000, 'every client to rejoin its channel');
    vote(after);
    const answered = new Map<Member, VoteOutcome>();
    for (const [member, outcome] of outcomes) answered.set(member, await outcome);

    // The supervisor said what happened.
    expect(log).toContainEqual(expect.stringMatching(new RegExp(`^supervisor: PostgreSQL \\(pid ${postmaster}\\) died: signal SIGKILL.*; restart attempt 1 in \\d+ ms$`)));
    expect(log).toContainEqual(expect.stringMatching(/^supervisor: PostgreSQL is back \(pid \d+\) after restart attempt \d+$/));
    expect(log).toContainEqual(`supervisor: the gateway listens again on port ${apiPort}`);

    // No acknowledged vote is lost, and none counts twice.
    expect([...answered.values()].filter((o) => o === 'gave-up')).toEqual([]);
    const voted = await rows<{ user_id: string }>('select user_id from public.participants where poll_id = $1 and has_voted', [pollId]);
    const votedUsers = new Set(voted.map((r) => r.user_id));
    for (const [member, outcome] of answered) expect(votedUsers.has(member.userId), `${outcome} vote of ${member.userId}`).toBe(true);
    const [{ ballots } = { ballots: -1 }] = await rows<{ ballots: number }>('select coalesce(sum(ballot_count), 0)::int as ballots from public.ballots where poll_id = $1', [pollId]);
    expect({ voters: votedUsers.size, ballots }).toEqual({ voters: ROOM, ballots: ROOM });

    // Clients hear the state as it is after the faults: the host every vote cast since, the room a summary
    // in which everyone voted (the host's lobby pushes the trailing one), and the end of voting.
    await until(() => after.every((voter) => heardVoteOf(host, voter, ids)), 15_000, 'the last votes to reach the host');
    await flushRoomSummary(host, pollId);
    await until(() => participants.every((m) => m.heard.some((l) => l.startsWith('room_summary') && l.includes(`"voted":${ROOM}`))), 15_000, 'the room to hear that everyone voted');
    await host.client.rpc('update_poll_status', { poll_id: pollId, status: 'completed' });
    await until(() => participants.every((m) => m.heard.some((l) => l.includes('"status":"completed"'))), 15_000, 'the end of voting to reach everyone');
  }, 110_000);
});
