import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { clientOptions, now, rpc, subscribeLobby, summaryFlusher, waitFor } from './client.js';
import type { FromParticipants, ToParticipants } from './messages.js';
import { cpuSeconds, memoryMiB, treeCpuSeconds } from './process-stats.js';
import { summarize, type Summary } from './stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface RunningStackProcess {
  url: string;
  anonKey: string;
  databaseUrl: string;
  gatewayPid: number;
  postgresPid: number;
  restart(): Promise<{ downMs: number }>;
}

export interface RoomSettings {
  size: number;
  /** People arriving at once (join flows in flight), shared among the participant processes. */
  joinConcurrency: number;
  /** Participant processes the room's clients are spread over. */
  processes: number;
  /** Each participant ranks within this long after voting opens (uniformly spread). */
  voteSpreadMs: number;
  options: number;
  /** Restart the whole stack this long after voting opens (undefined: no restart). */
  restartAfterMs?: number;
}

/** What the room saw of a restart in the middle of the vote. */
interface RestartResult {
  /** From the stop until the restarted stack was ready. */
  downMs: number;
  /** Per participant, from the moment the stack was ready again to their lobby channel SUBSCRIBED again. */
  back: Summary;
  /** Participants not back within the wait. */
  notBack: number;
  /** The host's channel back after the stack was ready (ms), and its re-read of the room done. */
  hostBackMs: number;
  hostCaughtUpMs: number;
  /** Votes acknowledged before the stop began (each must be stored). */
  acknowledgedBefore: number;
}

export interface RoomResult {
  size: number;
  joinsAcknowledged: number;
  joinsStored: number;
  joinsFailed: number;
  /** Channel joins that timed out or erred and were retried by realtime-js before SUBSCRIBED. */
  subscribeRetries: number;
  votesAcknowledged: number;
  votesFailed: number;
  votersStored: number;
  ballotsStored: number;
  joinsLost: number;
  votesLost: number;
  /** Ballots beyond one per voter (must be 0). */
  votesDuplicated: number;
  /** Votes stored whose answer never reached the voter (a timeout or a cut connection after the commit). */
  votesUnanswered: number;
  hostSawJoins: number;
  hostSawVotes: number;
  hostViewMatches: boolean;
  completionHeard: number;
  /** Realtime messages each participant's lobby received, from its join to the end (O(1) per phase, issue 18). */
  participantMessages: Summary;
  join: Summary;
  joinPoll: Summary;
  submit: Summary;
  /** From the vote's commit in PostgreSQL (its commit timestamp) to the host hearing `participant_voted`. */
  commitToHost: Summary;
  /** From the submit_vote call to the host hearing it. */
  callToHost: Summary;
  /** Votes the host never heard within the wait. */
  votesUnheard: number;
  gateway: { joinCpuPercent: number; voteCpuPercent: number; rssMiB: number; peakRssMiB: number };
  postgresCpuPercent: number;
  phaseSeconds: { join: number; vote: number };
  /** submit_vote calls repeated after no answer, a 5xx or a 429. */
  voteRetries: number;
  /** Retries answered "already voted" (an earlier call stored, its answer lost). */
  votesAlreadyStored: number;
  restart?: RestartResult;
}

/** A participant process: forked with tsx, spoken to over IPC (messages.ts). */
class ParticipantsProcess {
  private readonly child: ChildProcess;
  private readonly inbox: FromParticipants[] = [];
  private waiting: (() => void) | undefined;

  constructor() {
    this.child = fork(path.join(here, 'participants-process.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (message: FromParticipants) => {
      this.inbox.push(message);
      this.waiting?.();
    });
  }

  send(message: ToParticipants): void {
    this.child.send(message);
  }

  async receive<T extends FromParticipants['type']>(type: T, timeoutMs: number): Promise<Extract<FromParticipants, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.inbox.findIndex((m) => m.type === type);
      if (index >= 0) return this.inbox.splice(index, 1)[0] as Extract<FromParticipants, { type: T }>;
      if (Date.now() > deadline || this.child.exitCode !== null) throw new Error(`no "${type}" from a participant process`);
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 1_000);
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.send({ type: 'close' });
      setTimeout(() => this.child.kill('SIGKILL'), 15_000).unref();
    });
  }
}

/** One lecture hall: a host watching, `size` people joining, voting, and waiting for the end. */
export async function runRoom(stack: RunningStackProcess, settings: RoomSettings, log: (line: string) => void): Promise<RoomResult> {
  const { size } = settings;
  const host = createClient(stack.url, stack.anonKey, clientOptions);
  const signUp = await host.auth.signUp({
    email: `bench-host-${Date.now()}@example.com`,
    password: 'bench-password-1',
    options: { data: { username: 'Bench host' } },
  });
  if (signUp.error) throw new Error(`host sign-up: ${signUp.error.message}`);
  const options = Array.from({ length: settings.options }, (_, i) => `Option ${i + 1}`);
  // A poll admits 1,000 people unless its host says more (as a lecture hall's host does in the poll's settings).
  const poll = await rpc<{ id: string }>(host, 'create_poll', { title: `Lecture hall of ${size}`, options, max_participants: Math.max(1_000, size) });

  // The host's view, kept from the events as the host's lobby does (every join and vote on poll-host:<id>,
  // the room's summaries pushed after each burst); the host alone in this process.
  const hostJoined = new Set<string>();
  const hostVotedAt = new Map<string, number>();
  // Votes the host learnt from a re-read after its channel came back, not from an event (no commit→host).
  const hostReread = new Set<string>();
  const hostSubscribedAt: number[] = [];
  let hostCaughtUpAt = 0;
  const flusher = summaryFlusher(host, poll.id);
  // The room's topic (poll:<id>:<epoch>), as the host's lobby reads it; nobody is removed here.
  const { topic: room } = await rpc<{ topic: string }>(host, 'get_room_summary', { poll_id: poll.id });
  await subscribeLobby(
    host,
    [`poll-host:${poll.id}`, room],
    (event, payload) => {
      if (event === 'participant_joined') hostJoined.add(String((payload.participant as { id?: string } | undefined)?.id));
      if (event === 'participant_voted') {
        const id = String(payload.participantId);
        if (!hostVotedAt.has(id)) hostVotedAt.set(id, now());
      }
      if (event === 'participant_joined' || event === 'participant_voted') flusher.heard();
    },
    (at) => {
      hostSubscribedAt.push(at);
      if (hostSubscribedAt.length === 1) return;
      // Back after the socket dropped: what happened meanwhile was never sent to this socket, so the host's
      // lobby reads the room again (as the page does on a rejoin).
      void rpc<Array<{ id: string; hasVoted: boolean }>>(host, 'get_participants', { poll_id: poll.id }).then((list) => {
        for (const participant of list) {
          hostJoined.add(participant.id);
          if (participant.hasVoted && !hostVotedAt.has(participant.id)) {
            hostVotedAt.set(participant.id, now());
            hostReread.add(participant.id);
          }
        }
        hostCaughtUpAt = now();
      });
    },
  );

  const shares = Array.from({ length: Math.min(settings.processes, size) }, (_, i) => Math.floor(size / settings.processes) + (i < size % settings.processes ? 1 : 0));
  const workers = shares.map(() => new ParticipantsProcess());
  try {
    const cpuAtStart = { gateway: cpuSeconds(stack.gatewayPid), postgres: treeCpuSeconds(stack.postgresPid) };
    const joinStarted = performance.now();
    let offset = 0;
    workers.forEach((worker, i) => {
      const concurrency = Math.max(1, Math.round(settings.joinConcurrency / workers.length));
      worker.send({ type: 'join', url: stack.url, anonKey: stack.anonKey, pollId: poll.id, count: shares[i]!, offset, concurrency });
      offset += shares[i]!;
    });
    const joins = await Promise.all(workers.map((w) => w.receive('joined', 30 * 60_000)));
    const joinSeconds = (performance.now() - joinStarted) / 1000;
    const cpuAfterJoin = { gateway: cpuSeconds(stack.gatewayPid), postgres: treeCpuSeconds(stack.postgresPid) };
    const joined = joins.flatMap((j) => j.participantIds);
    const joinsFailed = joins.reduce((sum, j) => sum + j.failed, 0);
    for (const error of joins.flatMap((j) => j.errors).slice(0, 5)) log(`join failed: ${error}`);
    log(`${joined.length} of ${size} joined in ${joinSeconds.toFixed(1)} s`);
    await waitFor(() => hostJoined.size >= joined.length, 30_000);
    await new Promise((r) => setTimeout(r, 1_500)); // the host's trailing summary and the lobbies' second reads settle

    // Voting: each participant ranks every option at some moment within the spread after voting opens.
    const voteStarted = performance.now();
    for (const worker of workers) worker.send({ type: 'vote', pollId: poll.id, options: settings.options, voteSpreadMs: settings.voteSpreadMs });
    await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'voting' });
    const restarted = settings.restartAfterMs === undefined ? undefined : restartMidVote(stack, workers, settings.restartAfterMs, log);
    const votes = await Promise.all(workers.map((w) => w.receive('voted', 30 * 60_000)));
    const restartSeen = await restarted;
    const acks = votes.flatMap((v) => v.acks);
    const votesFailed = votes.reduce((sum, v) => sum + v.failed, 0);
    for (const error of votes.flatMap((v) => v.errors).slice(0, 5)) log(`vote failed: ${error}`);
    await waitFor(() => acks.every(([id]) => hostVotedAt.has(id)), 30_000);
    const voteSeconds = (performance.now() - voteStarted) / 1000;
    const cpuAfterVote = { gateway: cpuSeconds(stack.gatewayPid), postgres: treeCpuSeconds(stack.postgresPid) };
    const memory = memoryMiB(stack.gatewayPid);

    // The end: the host closes voting; everyone waits for it.
    for (const worker of workers) worker.send({ type: 'await-end' });
    await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'completed' });
    const ends = await Promise.all(workers.map((w) => w.receive('ended', 120_000)));

    const heard = acks.filter(([id]) => hostVotedAt.has(id) && !hostReread.has(id));
    const callToHost = heard.map(([id, called]) => hostVotedAt.get(id)! - called);
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    // Commit→host from the commit itself: PostgreSQL records each transaction's commit time
    // (track_commit_timestamp), and the vote's transaction is the last to write its participant row.
    const commits = await db.query<{ id: string; committed_ms: number }>(
      `select id, extract(epoch from pg_xact_commit_timestamp(xmin)) * 1000 as committed_ms
         from public.participants where poll_id = $1 and has_voted`,
      [poll.id],
    );
    const committedAt = new Map(commits.rows.map((r) => [r.id, Number(r.committed_ms)]));
    const commitToHost = heard.filter(([id]) => committedAt.has(id)).map(([id]) => hostVotedAt.get(id)! - committedAt.get(id)!);
    const acknowledgedBefore = restartSeen ? acks.filter(([, , answered]) => answered < restartSeen.stoppingAt).map(([id]) => id) : [];
    const storedBefore = acknowledgedBefore.length
      ? (await db.query<{ n: number }>(`select count(*)::int as n from public.participants where poll_id = $1 and has_voted and id = any($2::uuid[])`, [poll.id, acknowledgedBefore])).rows[0]!.n
      : 0;
    if (storedBefore !== acknowledgedBefore.length) log(`acknowledged before the restart but not stored: ${acknowledgedBefore.length - storedBefore}`);
    const stored = await db.query<{ participants: number; voters: number; ballots: number; stored_joins: number; stored_votes: number }>(
      `select (select count(*)::int from public.participants where poll_id = $1) as participants,
              (select count(*)::int from public.participants where poll_id = $1 and has_voted) as voters,
              (select coalesce(sum(ballot_count), 0)::int from public.ballots where poll_id = $1) as ballots,
              (select count(*)::int from public.participants where poll_id = $1 and id = any($2::uuid[])) as stored_joins,
              (select count(*)::int from public.participants where poll_id = $1 and has_voted and id = any($3::uuid[])) as stored_votes`,
      [poll.id, joined, acks.map(([id]) => id)],
    );
    await db.end();
    const row = stored.rows[0]!;
    const percent = (cpu: number, seconds: number) => (cpu / seconds) * 100;
    return {
      size,
      joinsAcknowledged: joined.length,
      joinsStored: row.participants,
      joinsFailed,
      subscribeRetries: joins.reduce((sum, j) => sum + j.subscribeRetries, 0),
      votesAcknowledged: acks.length,
      votesFailed,
      votersStored: row.voters,
      ballotsStored: row.ballots,
      joinsLost: joined.length - row.stored_joins,
      votesLost: acks.length - row.stored_votes,
      votesDuplicated: row.ballots - row.voters,
      votesUnanswered: row.voters - row.stored_votes,
      hostSawJoins: hostJoined.size,
      hostSawVotes: hostVotedAt.size,
      hostViewMatches: hostJoined.size === row.participants && hostVotedAt.size === row.voters,
      completionHeard: ends.reduce((sum, e) => sum + e.heard, 0),
      participantMessages: summarize(ends.flatMap((e) => e.messages)),
      join: summarize(joins.flatMap((j) => j.joinMs)),
      joinPoll: summarize(joins.flatMap((j) => j.joinPollMs)),
      submit: summarize(acks.map(([, called, answered]) => answered - called)),
      commitToHost: summarize(commitToHost),
      callToHost: summarize(callToHost),
      votesUnheard: acks.filter(([id]) => !hostVotedAt.has(id)).length,
      voteRetries: votes.reduce((sum, v) => sum + v.retries, 0),
      votesAlreadyStored: votes.reduce((sum, v) => sum + v.alreadyStored, 0),
      restart: restartSeen && {
        downMs: restartSeen.downMs,
        back: summarize(restartSeen.backMs),
        notBack: restartSeen.notBack,
        hostBackMs: (hostSubscribedAt.find((at) => at >= restartSeen.upAt) ?? Number.NaN) - restartSeen.upAt,
        hostCaughtUpMs: hostCaughtUpAt - restartSeen.upAt,
        acknowledgedBefore: acknowledgedBefore.length,
      },
      gateway: {
        joinCpuPercent: percent(cpuAfterJoin.gateway - cpuAtStart.gateway, joinSeconds),
        // A restart replaced the processes whose CPU was read before it.
        voteCpuPercent: restartSeen ? Number.NaN : percent(cpuAfterVote.gateway - cpuAfterJoin.gateway, voteSeconds),
        rssMiB: memory.rss,
        peakRssMiB: memory.peak,
      },
      postgresCpuPercent: restartSeen ? Number.NaN : percent(cpuAfterVote.postgres - cpuAtStart.postgres, joinSeconds + voteSeconds),
      phaseSeconds: { join: joinSeconds, vote: voteSeconds },
    };
  } finally {
    flusher.stop();
    await host.removeAllChannels();
    await Promise.all(workers.map((w) => w.close()));
  }
}

/**
 * Restarts the stack `afterMs` into the vote and waits until every participant's lobby channel is SUBSCRIBED
 * again (their sockets reconnect with the app's jittered delays, realtime-js rejoins the channel).
 */
async function restartMidVote(stack: RunningStackProcess, workers: ParticipantsProcess[], afterMs: number, log: (line: string) => void) {
  await new Promise((r) => setTimeout(r, afterMs));
  const stoppingAt = now();
  log('restarting the stack in the middle of the vote');
  const { downMs } = await stack.restart();
  const upAt = now();
  log(`the stack is back after ${(downMs / 1000).toFixed(1)} s; waiting for every lobby to rejoin`);
  for (const worker of workers) worker.send({ type: 'await-back', since: upAt, timeoutMs: 90_000 });
  const backs = await Promise.all(workers.map((w) => w.receive('back', 120_000)));
  return { stoppingAt, upAt, downMs, backMs: backs.flatMap((b) => b.backMs), notBack: backs.reduce((sum, b) => sum + b.missing, 0) };
}

/** Zero loss, the host's view equal to the database, everyone heard the end, and p95 commit→host within the bound. */
export function holds(result: RoomResult, p95BoundMs: number): boolean {
  return (
    result.restart === undefined &&
    result.joinsFailed === 0 &&
    result.votesFailed === 0 &&
    result.joinsLost === 0 &&
    result.votesLost === 0 &&
    result.votesDuplicated === 0 &&
    result.votesUnheard === 0 &&
    result.hostViewMatches &&
    result.completionHeard === result.joinsAcknowledged &&
    result.commitToHost.p95 < p95BoundMs
  );
}
