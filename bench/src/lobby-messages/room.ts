import pg from 'pg';
import { LobbySocket, type Heard } from './lobby-socket.js';
import { accessToken, at, insertBenchUsers, readCounters, rpcOn, sleep, type RunningStack } from './stack-calls.js';


export interface RoomPlan {
  size: number;
  /** The hosted plan's Realtime messages per second, set in private.realtime_settings. */
  budget: number;
  joinSpreadMs: number;
  voteSpreadMs: number;
}

export interface RoomCount {
  size: number;
  budget: number;
  seconds: number;
  /** Broadcasts delivered to every socket of the poll (what hosted bills per receiver). */
  delivered: number;
  /** Broadcasts the database sent (hosted bills one each too). */
  sent: number;
  participant: { mean: number; max: number };
  host: number;
  presenter: number;
  embed: number;
  summaries: number;
  /** Delivered + sent in the busiest second. */
  peakPerSecond: number;
  /** As hosted's rate counter measures it: 5 s buckets averaged over up to the last 12 (a minute). */
  peakHostedRate: number;
}

/**
 * One poll from the first join to the results, as a lecture hall runs it: `size` people join at random moments
 * within joinSpreadMs and open the lobby as its page does (the room and their own topic, get_room_summary on
 * opening and once joined, then their own re-reads), the host's lobby and the presenter follow every join and
 * vote and push the room's summary after each burst, an embed follows the public topic; voting opens, everyone
 * votes at a random moment within voteSpreadMs, voting ends. Then the local Realtime's own counts are read.
 */
export async function runRoom(stack: RunningStack, plan: RoomPlan, log: (line: string) => void): Promise<RoomCount> {
  const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
  const sockets: LobbySocket[] = [];
  const timers: NodeJS.Timeout[] = [];
  try {
    await db.query('update private.realtime_settings set messages_per_second = $1', [plan.budget]);
    const users = await insertBenchUsers(db, plan.size);
    const hostId = users.find((u) => u.host)!.id;
    const hostToken = accessToken(stack.jwtSecret, hostId, false);
    const rpc = rpcOn(stack);
    const poll = await rpc<{ id: string }>(hostToken, 'create_poll', {
      title: `A room of ${plan.size}`,
      options: ['A', 'B', 'C', 'D', 'E'],
      max_participants: plan.size + 10,
    });
    // The room's topic (poll:<id>:<epoch>, get_room_summary): nobody is removed here, so it stays.
    const { topic: room } = await rpc<{ topic: string }>(hostToken, 'get_room_summary', { poll_id: poll.id });

    // The host's lobby and the presenter: every join and vote, and the room's summary pushed after each burst.
    let quiet: NodeJS.Timeout | undefined;
    const flush = async (): Promise<void> => {
      const { retryInMs } = await rpc<{ retryInMs: number | null }>(hostToken, 'flush_room_summary', { poll_id: poll.id });
      if (retryInMs !== null) quiet ??= setTimeout(() => ((quiet = undefined), void flush()), retryInMs);
    };
    const hostHeard = (heard: Heard) => {
      if (heard.topic !== `poll-host:${poll.id}`) return;
      clearTimeout(quiet);
      quiet = setTimeout(() => ((quiet = undefined), void flush()), 1_000);
    };
    for (let view = 0; view < 2; view += 1) {
      const socket = new LobbySocket(stack.url, stack.anonKey, view === 0 ? hostHeard : undefined);
      sockets.push(socket);
      await socket.join(`poll-host:${poll.id}`, hostToken);
      await socket.join(room, hostToken);
    }
    const embed = new LobbySocket(stack.url, stack.anonKey);
    sockets.push(embed);
    await embed.join(`poll-public:${poll.id}`, stack.anonKey);

    const people = users.filter((u) => !u.host).map((u) => ({ id: u.id, token: accessToken(stack.jwtSecret, u.id, true) }));
    const started = Date.now();
    let joined = 0;
    const reread = (token: string) => {
      // mf-lobby's reread-delay.ts: 20 s, 1/10 s per person in larger rooms, at most 120 s, ± 25%.
      const base = Math.min(120_000, Math.max(20_000, (joined / 10) * 1000));
      const timer = setTimeout(() => {
        void rpc(token, 'get_room_summary', { poll_id: poll.id }).catch(() => {}).finally(() => reread(token));
      }, base * (0.75 + Math.random() / 2));
      timers.push(timer);
    };
    await Promise.all(
      people.map(async (person, index) => {
        await at(started, Math.random() * plan.joinSpreadMs);
        await rpc(person.token, 'join_poll', { poll_id: poll.id, name: index % 3 === 0 ? null : `Student ${index + 1}` });
        joined += 1;
        const socket = new LobbySocket(stack.url, stack.anonKey);
        sockets.push(socket);
        const opening = rpc(person.token, 'get_room_summary', { poll_id: poll.id });
        await Promise.all([socket.join(room, person.token), socket.join(`user:${person.id}`, person.token)]);
        await opening;
        await rpc(person.token, 'get_room_summary', { poll_id: poll.id });
        reread(person.token);
      }),
    );
    log(`${joined} joined in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await sleep(2_000);
    await rpc(hostToken, 'update_poll_status', { poll_id: poll.id, status: 'voting' });
    const voting = Date.now();
    await Promise.all(
      people.map(async (person) => {
        await at(voting, Math.random() * plan.voteSpreadMs);
        await rpc(person.token, 'submit_vote', { poll_id: poll.id, ranking: ['option_1', 'option_2', 'option_3', 'option_4', 'option_5'].sort(() => Math.random() - 0.5) });
      }),
    );
    log(`${people.length} voted in ${((Date.now() - voting) / 1000).toFixed(0)} s`);
    await sleep(3_000); // the host's trailing summary
    await rpc(hostToken, 'update_poll_status', { poll_id: poll.id, status: 'completed' });
    await sleep(1_000);
    const seconds = (Date.now() - started) / 1000;

    const counted = await readCounters(stack);
    const { rows: sentRows } = await db.query<{ second: number; n: number }>(
      `select floor(extract(epoch from inserted_at at time zone current_setting('TimeZone')))::bigint as second, count(*)::int as n from realtime.messages
        where event is not null and topic = any($1) group by 1`,
      [[room, `poll-host:${poll.id}`, `poll-public:${poll.id}`, ...people.map((p) => `user:${p.id}`)]],
    );
    const { rows: pushes } = await db.query<{ pushes: number }>('select pushes from private.room_summaries where poll_id = $1', [poll.id]);

    const participantIds = new Set(people.map((p) => p.id));
    const bySocket = counted.sockets.filter((s) => s.messages > 0 || s.frames > 0);
    const ofParticipants = bySocket.filter((s) => s.users.some((u) => participantIds.has(u)));
    const hostViews = bySocket.filter((s) => s.users.includes(hostId)).map((s) => s.messages).sort((a, b) => b - a);
    const embedSocket = bySocket.find((s) => Object.keys(s.topics).some((t) => t.startsWith('poll-public:')));

    // Per second: delivered (the server's own series) plus sent (the rows' insert times, UTC seconds alike).
    const perSecond = new Map<number, number>();
    for (const { second, messages } of counted.perSecond) perSecond.set(second, (perSecond.get(second) ?? 0) + messages);
    for (const { second, n } of sentRows) perSecond.set(Number(second), (perSecond.get(Number(second)) ?? 0) + n);
    const secondsSeen = [...perSecond.keys()].sort((a, b) => a - b);
    const first = secondsSeen[0] ?? 0;
    const last = secondsSeen[secondsSeen.length - 1] ?? 0;
    const buckets: number[] = [];
    for (let s = first; s <= last; s += 1) {
      const index = Math.floor((s - first) / 5);
      buckets[index] = (buckets[index] ?? 0) + (perSecond.get(s) ?? 0);
    }
    let peakHostedRate = 0;
    for (let i = 0; i < buckets.length; i += 1) {
      const window = buckets.slice(Math.max(0, i - 11), i + 1);
      peakHostedRate = Math.max(peakHostedRate, window.reduce((a, b) => a + (b ?? 0), 0) / window.length / 5);
    }
    const participantMessages = ofParticipants.map((s) => s.messages);
    return {
      size: plan.size,
      budget: plan.budget,
      seconds,
      delivered: counted.totals.messages,
      sent: sentRows.reduce((sum, r) => sum + r.n, 0),
      participant: {
        mean: participantMessages.reduce((a, b) => a + b, 0) / Math.max(1, participantMessages.length),
        max: Math.max(0, ...participantMessages),
      },
      host: hostViews[0] ?? 0,
      presenter: hostViews[1] ?? 0,
      embed: embedSocket?.messages ?? 0,
      summaries: pushes[0]?.pushes ?? 0,
      peakPerSecond: Math.max(0, ...perSecond.values()),
      peakHostedRate,
    };
  } finally {
    for (const timer of timers) clearTimeout(timer);
    for (const socket of sockets) socket.close();
    await db.end();
  }
}
