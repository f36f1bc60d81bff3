import pg from 'pg';
import { LobbySocket, type Heard } from './lobby-socket.js';
import { accessToken, at, insertBenchUsers, readCounters, rpcOn, sleep, type Counted, type RunningStack } from './stack-calls.js';

interface SessionPlan {
  size: number;
  /** The hosted plan's Realtime messages per second, set in private.realtime_settings. */
  budget: number;
  joinSpreadMs: number;
  voteSpreadMs: number;
}

/** How long one move of the host took to reach the room: from the host's call to each participant. */
interface Advance {
  /** The session_summary frame naming the new question, at each participant's socket (ms, sorted). */
  frame: number[];
  /** The page on the new question: at that frame when it carries the question (or the page shows it), else once get_session answered (ms, sorted). */
  page: number[];
  /** Participants the move did not reach within 30 s. */
  missed: number;
  /** How long the host's move_session call took to answer (ms). */
  call: number;
}

export interface Phase {
  name: string;
  /** Messages the local Realtime delivered in the phase, to every socket (server's count). */
  delivered: number;
  /** Of those, to the participants' sockets (server's count); and as the participants' sockets counted them. */
  toParticipants: number;
  heardByParticipants: number;
  perParticipant: { mean: number; max: number };
  /** To the host's control page and to a second driver view (the presenter). */
  host: number;
  presenter: number;
  /** Summaries the database pushed to session:<id> in the phase. */
  summaries: number;
  seconds: number;
  advance?: Advance;
}

interface SessionCount {
  size: number;
  budget: number;
  phases: Phase[];
}

const OPTIONS = ['option_1', 'option_2', 'option_3', 'option_4', 'option_5'];
const QUESTIONS = [
  { title: 'Which problem first?', seats: 1, min_ranked: null, ranks: () => 5 },
  { title: 'Which two fixes?', seats: 2, min_ranked: null, ranks: () => 5 },
  // Partial rankings: each ranks 2 to 5 of the options.
  { title: 'Which next steps?', seats: 1, min_ranked: 2, ranks: () => 2 + Math.floor(Math.random() * 4) },
];
/** mf-lobby's session room reads the session by itself this often (use-session-room.ts, REREAD_MS). */
const ROOM_REREAD_MS = Number(process.env.ROOM_REREAD_MS ?? 20_000);
/** mf-polls' control page pushes the trailing turnout this often (use-session-control.ts, FLUSH_MS). */
const HOST_FLUSH_MS = 3_000;

interface Current {
  questionId: string;
  /** Carried by a driver's move (private.push_session_summary). */
  question?: { id: string };
}

/**
 * A session of three questions as a workshop runs it (issue 32): `size` people join once within joinSpreadMs
 * and open the room's page as it does (session:<id>, get_session once joined and every 20 s; a summary moves
 * the page by itself, @runoff/domain followSummary, and only one naming a question the page neither shows
 * nor is given is followed by a read); the host's control page (pushing the trailing turnout every 3 s) and a presenter
 * follow session:<id>. For each question the host moves to it, opens voting, everyone votes within
 * voteSpreadMs, the host closes voting and shows the results. The local Realtime's counts are read at each
 * phase's end; each move to a question is timed to every participant's socket and page.
 */
export async function runSession(stack: RunningStack, plan: SessionPlan, log: (line: string) => void): Promise<SessionCount> {
  const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
  const rpc = rpcOn(stack);
  const sockets: LobbySocket[] = [];
  const timers: NodeJS.Timeout[] = [];
  let flushing: NodeJS.Timeout | undefined;
  try {
    await db.query('update private.realtime_settings set messages_per_second = $1', [plan.budget]);
    const users = await insertBenchUsers(db, plan.size);
    const hostId = users.find((u) => u.host)!.id;
    const hostToken = accessToken(stack.jwtSecret, hostId, false);
    const session = await rpc<{ id: string }>(hostToken, 'create_session', { title: `A session of ${plan.size}`, max_participants: plan.size + 10 });
    const questionIds: string[] = [];
    for (const question of QUESTIONS) {
      const { id } = await rpc<{ id: string }>(hostToken, 'add_session_question', {
        session_id: session.id,
        title: question.title,
        options: ['A', 'B', 'C', 'D', 'E'],
        seats: question.seats,
        min_ranked: question.min_ranked,
      });
      questionIds.push(id);
    }
    const topic = `session:${session.id}`;
    for (let view = 0; view < 2; view += 1) {
      const socket = new LobbySocket(stack.url, stack.anonKey);
      sockets.push(socket);
      await socket.join(topic, hostToken);
    }
    flushing = setInterval(() => void rpc(hostToken, 'flush_session_summary', { session_id: session.id }).catch(() => {}), HOST_FLUSH_MS);

    // The move being timed: which question, when the host called, and when each participant got there.
    let timing: { questionId: string; started: number; frame: Map<number, number>; page: Map<number, number>; done: () => void } | undefined;
    const people = users.filter((u) => !u.host).map((u, index) => ({ index, id: u.id, token: accessToken(stack.jwtSecret, u.id, true), heard: 0, known: new Set<string>() }));
    type Person = (typeof people)[number];
    const onPage = (person: Person, questionId: string | undefined) => {
      if (!timing || questionId !== timing.questionId || timing.page.has(person.index)) return;
      timing.page.set(person.index, performance.now() - timing.started);
      if (timing.page.size === people.length) timing.done();
    };
    const read = async (person: Person) => {
      const answer = await rpc<{ state: { current: Current | null }; questions: Array<{ id: string }> }>(person.token, 'get_session', { session_id: session.id });
      for (const question of answer.questions) person.known.add(question.id);
      onPage(person, answer.state.current?.questionId);
    };
    const heard = (person: Person) => (message: Heard) => {
      person.heard += 1;
      if (message.event !== 'session_summary') return;
      const current = (message.payload.current ?? null) as Current | null;
      if (current === null) return;
      if (timing && current.questionId === timing.questionId && !timing.frame.has(person.index)) timing.frame.set(person.index, performance.now() - timing.started);
      if (current.question?.id === current.questionId) person.known.add(current.questionId);
      if (person.known.has(current.questionId)) onPage(person, current.questionId);
      else void read(person).catch((error: unknown) => log(`get_session: ${String(error)}`));
    };
    const reread = (person: Person) => {
      const timer = setTimeout(() => void read(person).catch(() => {}).finally(() => reread(person)), ROOM_REREAD_MS);
      timers.push(timer);
    };

    const phases: Phase[] = [];
    let before = await readCounters(stack, topic);
    let phaseStarted = Date.now();
    let pushesBefore = 0;
    const endPhase = async (name: string, advance?: Advance) => {
      const after = await readCounters(stack, topic);
      const { rows } = await db.query<{ pushes: number }>('select pushes from private.session_summaries where session_id = $1', [session.id]);
      const pushes = rows[0]?.pushes ?? 0;
      phases.push({ ...phaseCounts(name, before, after, hostId, people), summaries: pushes - pushesBefore, seconds: (Date.now() - phaseStarted) / 1000, advance });
      for (const person of people) person.heard = 0;
      [before, phaseStarted, pushesBefore] = [after, Date.now(), pushes];
    };

    const joining = Date.now();
    await Promise.all(
      people.map(async (person) => {
        await at(joining, Math.random() * plan.joinSpreadMs);
        await rpc(person.token, 'join_session', { session_id: session.id, name: person.index % 3 === 0 ? null : `Student ${person.index + 1}` });
        const socket = new LobbySocket(stack.url, stack.anonKey, heard(person));
        sockets.push(socket);
        await socket.join(topic, person.token);
        await read(person);
        reread(person);
      }),
    );
    log(`${people.length} joined in ${((Date.now() - joining) / 1000).toFixed(0)} s`);
    await sleep(HOST_FLUSH_MS + 1_000); // the host's trailing turnout
    await endPhase('joining');

    for (const [number, questionId] of questionIds.entries()) {
      const question = QUESTIONS[number]!;
      const reached = new Promise<void>((resolve) => {
        timing = { questionId, started: performance.now(), frame: new Map(), page: new Map(), done: resolve };
      });
      await rpc(hostToken, 'move_session', { session_id: session.id, direction: 'next' });
      const call = performance.now() - timing!.started;
      await Promise.race([reached, sleep(30_000)]);
      const moved = timing!;
      timing = undefined;
      const advance: Advance = {
        frame: [...moved.frame.values()].sort((a, b) => a - b),
        page: [...moved.page.values()].sort((a, b) => a - b),
        missed: people.length - moved.page.size,
        call,
      };
      await sleep(2_000);
      await rpc(hostToken, 'set_session_voting', { session_id: session.id, open: true });
      const voting = Date.now();
      await Promise.all(
        people.map(async (person) => {
          await at(voting, 500 + Math.random() * plan.voteSpreadMs);
          const ranking = [...OPTIONS].sort(() => Math.random() - 0.5).slice(0, question.ranks());
          await rpc(person.token, 'submit_session_vote', { session_id: session.id, question_id: questionId, ranking });
        }),
      );
      log(`question ${number + 1}: ${people.length} voted in ${((Date.now() - voting) / 1000).toFixed(0)} s`);
      await sleep(HOST_FLUSH_MS + 1_000);
      await rpc(hostToken, 'set_session_voting', { session_id: session.id, open: false });
      await sleep(2_000);
      await rpc(hostToken, 'set_session_results', { session_id: session.id, shown: true });
      await sleep(3_000);
      await endPhase(`question ${number + 1}`, advance);
    }
    return { size: plan.size, budget: plan.budget, phases };
  } finally {
    clearInterval(flushing);
    for (const timer of timers) clearTimeout(timer);
    for (const socket of sockets) socket.close();
    await db.end();
  }
}

function phaseCounts(name: string, before: Counted, after: Counted, hostId: string, people: Array<{ id: string; heard: number }>): Omit<Phase, 'summaries' | 'seconds'> {
  const earlier = new Map(before.sockets.map((s) => [s.id, s.messages]));
  const participantIds = new Set(people.map((p) => p.id));
  const added = after.sockets.map((s) => ({ users: s.users, messages: s.messages - (earlier.get(s.id) ?? 0) }));
  const ofParticipants = added.filter((s) => s.users.some((u) => participantIds.has(u))).map((s) => s.messages);
  const hostViews = added.filter((s) => s.users.includes(hostId)).map((s) => s.messages).sort((a, b) => b - a);
  const toParticipants = ofParticipants.reduce((a, b) => a + b, 0);
  return {
    name,
    delivered: after.totals.messages - before.totals.messages,
    toParticipants,
    heardByParticipants: people.reduce((sum, p) => sum + p.heard, 0),
    perParticipant: { mean: toParticipants / Math.max(1, people.length), max: Math.max(0, ...ofParticipants) },
    host: hostViews[0] ?? 0,
    presenter: hostViews[1] ?? 0,
  };
}

/** The q-quantile of sorted values (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
