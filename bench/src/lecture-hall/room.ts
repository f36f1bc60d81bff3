import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { cpuSeconds, memoryMiB, treeCpuSeconds } from './process-stats.js';
import { summarize, withConcurrency, type Summary } from './stats.js';

export interface RunningStackProcess {
  url: string;
  anonKey: string;
  databaseUrl: string;
  gatewayPid: number;
  postgresPid: number;
}

export interface RoomSettings {
  size: number;
  /** People arriving at once (join flows in flight). */
  joinConcurrency: number;
  /** Each participant ranks within this long after voting opens (uniformly spread). */
  voteSpreadMs: number;
  options: number;
}

export interface RoomResult {
  size: number;
  joinsAcknowledged: number;
  joinsStored: number;
  joinsFailed: number;
  votesAcknowledged: number;
  votesFailed: number;
  votersStored: number;
  ballotsStored: number;
  joinsLost: number;
  votesLost: number;
  votesDuplicated: number;
  hostSawJoins: number;
  hostSawVotes: number;
  hostViewMatches: boolean;
  completionHeard: number;
  join: Summary;
  joinPoll: Summary;
  submit: Summary;
  commitToHost: Summary;
  /** From the submit_vote call to the host hearing it (never negative, unlike commit→host). */
  callToHost: Summary;
  /** Votes the host never heard within the wait. */
  votesUnheard: number;
  gateway: { joinCpuPercent: number; voteCpuPercent: number; rssMiB: number; peakRssMiB: number };
  postgresCpuPercent: number;
  phaseSeconds: { join: number; vote: number };
}

const clientOptions: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
};

interface Participant {
  client: SupabaseClient;
  userId?: string;
  participantId?: string;
  votingSeen?: Promise<void>;
  completedSeen: boolean;
}

async function rpc<T>(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.code} ${error.message}`);
  return data as T;
}

/** Subscribes to poll:<id> as the lobby page does (private, token set first); resolves on SUBSCRIBED. */
async function subscribeLobby(client: SupabaseClient, pollId: string, on: (event: string, payload: Record<string, unknown>) => void): Promise<void> {
  const { data } = await client.auth.getSession();
  await client.realtime.setAuth(data.session!.access_token);
  const channel = client.channel(`poll:${pollId}`, { config: { private: true } });
  for (const event of ['participant_joined', 'participant_voted', 'status_changed', 'poll_deleted']) {
    channel.on('broadcast', { event }, ({ payload }) => on(event, payload as Record<string, unknown>));
  }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('subscribe timed out')), 60_000);
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve();
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        reject(error ?? new Error(status));
      }
    });
  });
}

function shuffled(n: number): string[] {
  const ids = Array.from({ length: n }, (_, i) => `option_${i + 1}`);
  for (let i = ids.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
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
  const poll = await rpc<{ id: string }>(host, 'create_poll', { title: `Lecture hall of ${size}`, options });

  // The host's view, kept from the events as the host's lobby does.
  const hostJoined = new Set<string>();
  const hostVotedAt = new Map<string, number>();
  await subscribeLobby(host, poll.id, (event, payload) => {
    if (event === 'participant_joined') hostJoined.add(String((payload.participant as { id?: string } | undefined)?.id));
    if (event === 'participant_voted') {
      const id = String(payload.participantId);
      if (!hostVotedAt.has(id)) hostVotedAt.set(id, performance.now());
    }
  });

  const participants: Participant[] = Array.from({ length: size }, () => ({ client: createClient(stack.url, stack.anonKey, clientOptions), completedSeen: false }));
  const joinMs: number[] = [];
  const joinPollMs: number[] = [];
  let joinsFailed = 0;

  const cpuAtStart = { gateway: cpuSeconds(stack.gatewayPid), postgres: treeCpuSeconds(stack.postgresPid) };
  const joinStarted = performance.now();
  await withConcurrency(participants, settings.joinConcurrency, async (p, index) => {
    try {
      const started = performance.now();
      // The join page: anonymous sign-in, get_poll, join_poll.
      const { data, error } = await p.client.auth.signInAnonymously();
      if (error || !data.user) throw new Error(`anonymous sign-in: ${error?.message}`);
      p.userId = data.user.id;
      await rpc(p.client, 'get_poll', { poll_id: poll.id });
      const joinCall = performance.now();
      const joined = await rpc<{ id: string }>(p.client, 'join_poll', { poll_id: poll.id, name: `Student ${index + 1}` });
      joinPollMs.push(performance.now() - joinCall);
      joinMs.push(performance.now() - started);
      p.participantId = joined.id;
      // The lobby page: its channel, the participant list, the participant's vote status, and the list's
      // refetch one second after SUBSCRIBED (use-participants.ts).
      let votingOpen: () => void = () => {};
      p.votingSeen = new Promise<void>((resolve) => (votingOpen = resolve));
      await subscribeLobby(p.client, poll.id, (event, payload) => {
        if (event !== 'status_changed') return;
        if (payload.status === 'voting') votingOpen();
        if (payload.status === 'completed') p.completedSeen = true;
      });
      await Promise.all([
        rpc(p.client, 'get_participants', { poll_id: poll.id }),
        rpc(p.client, 'get_participant_status', { poll_id: poll.id, participant_id: joined.id }),
      ]);
      setTimeout(() => void p.client.rpc('get_participants', { poll_id: poll.id }), 1_000).unref();
    } catch (error) {
      joinsFailed += 1;
      if (joinsFailed <= 5) log(`join failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if ((index + 1) % 250 === 0) log(`${index + 1} of ${size} joined`);
  });
  const joinSeconds = (performance.now() - joinStarted) / 1000;
  const cpuAfterJoin = { gateway: cpuSeconds(stack.gatewayPid), postgres: treeCpuSeconds(stack.postgresPid) };
  const joined = participants.filter((p) => p.participantId);
  await waitFor(() => hostJoined.size >= joined.length, 30_000);
  await new Promise((r) => setTimeout(r, 1_500)); // the lobbies' debounced refetches settle

  // Voting: each participant ranks every option at some moment within the spread after voting opens.
  const submitMs: number[] = [];
  const ackAt = new Map<string, number>();
  const callAt = new Map<string, number>();
  let votesFailed = 0;
  const voteStarted = performance.now();
  await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'voting' });
  await Promise.all(
    joined.map(async (p) => {
      await Promise.race([p.votingSeen, new Promise((r) => setTimeout(r, 30_000))]);
      await new Promise((r) => setTimeout(r, Math.random() * settings.voteSpreadMs));
      const started = performance.now();
      callAt.set(p.participantId!, started);
      const { error } = await p.client.rpc('submit_vote', { poll_id: poll.id, ranking: shuffled(settings.options), participant_id: null });
      const answered = performance.now();
      if (error) {
        votesFailed += 1;
        if (votesFailed <= 5) log(`vote failed: ${error.message}`);
        return;
      }
      submitMs.push(answered - started);
      ackAt.set(p.participantId!, answered);
    }),
  );
  await waitFor(() => [...ackAt.keys()].every((id) => hostVotedAt.has(id)), 30_000);
  const voteSeconds = (performance.now() - voteStarted) / 1000;
  const cpuAfterVote = { gateway: cpuSeconds(stack.gatewayPid), postgres: treeCpuSeconds(stack.postgresPid) };
  const memory = memoryMiB(stack.gatewayPid);

  // The end: the host closes voting; everyone waits for it.
  await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'completed' });
  await waitFor(() => joined.every((p) => p.completedSeen), 30_000);

  const commitToHost = [...ackAt].flatMap(([id, at]) => (hostVotedAt.has(id) ? [hostVotedAt.get(id)! - at] : []));
  const callToHost = [...ackAt.keys()].flatMap((id) => (hostVotedAt.has(id) ? [hostVotedAt.get(id)! - callAt.get(id)!] : []));
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const stored = await db.query<{ participants: number; voters: number; ballots: number; stored_joins: number; stored_votes: number }>(
    `select (select count(*)::int from public.participants where poll_id = $1) as participants,
            (select count(*)::int from public.participants where poll_id = $1 and has_voted) as voters,
            (select coalesce(sum(ballot_count), 0)::int from public.ballots where poll_id = $1) as ballots,
            (select count(*)::int from public.participants where poll_id = $1 and id = any($2::uuid[])) as stored_joins,
            (select count(*)::int from public.participants where poll_id = $1 and has_voted and id = any($3::uuid[])) as stored_votes`,
    [poll.id, joined.map((p) => p.participantId), [...ackAt.keys()]],
  );
  await db.end();
  const row = stored.rows[0]!;

  await Promise.all([host, ...participants.map((p) => p.client)].map((c) => c.removeAllChannels()));
  const percent = (cpu: number, seconds: number) => (cpu / seconds) * 100;
  return {
    size,
    joinsAcknowledged: joined.length,
    joinsStored: row.participants,
    joinsFailed,
    votesAcknowledged: ackAt.size,
    votesFailed,
    votersStored: row.voters,
    ballotsStored: row.ballots,
    joinsLost: joined.length - row.stored_joins,
    votesLost: ackAt.size - row.stored_votes,
    votesDuplicated: Math.max(0, row.ballots - ackAt.size),
    hostSawJoins: hostJoined.size,
    hostSawVotes: hostVotedAt.size,
    hostViewMatches: hostJoined.size === row.participants && hostVotedAt.size === row.voters,
    completionHeard: joined.filter((p) => p.completedSeen).length,
    join: summarize(joinMs),
    joinPoll: summarize(joinPollMs),
    submit: summarize(submitMs),
    commitToHost: summarize(commitToHost),
    callToHost: summarize(callToHost),
    votesUnheard: ackAt.size - commitToHost.length,
    gateway: {
      joinCpuPercent: percent(cpuAfterJoin.gateway - cpuAtStart.gateway, joinSeconds),
      voteCpuPercent: percent(cpuAfterVote.gateway - cpuAfterJoin.gateway, voteSeconds),
      rssMiB: memory.rss,
      peakRssMiB: memory.peak,
    },
    postgresCpuPercent: percent(cpuAfterVote.postgres - cpuAtStart.postgres, joinSeconds + voteSeconds),
    phaseSeconds: { join: joinSeconds, vote: voteSeconds },
  };
}

/** Zero loss, the host's view equal to the database, everyone heard the end, and p95 commit→host within the bound. */
export function holds(result: RoomResult, p95BoundMs: number): boolean {
  return (
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
