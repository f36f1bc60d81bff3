/**
 * A whole lecture hall against the local stack: real supabase-js clients each sign in anonymously, make the join
 * page's calls (get_poll, join_poll), open the lobby as its page does (private channels poll:<id> and user:<id>,
 * get_room_summary on opening and after SUBSCRIBED, then its own re-reads), wait for voting, submit a full
 * ranking, and wait for the end, while a host client watches poll-host:<id> and pushes the room's summary after
 * each burst as the host's page does. Each room gets a fresh stack in a process of its own,
 * configured for its size (per-IP Auth rate limits and the gateway's per-address limits,
 * supabase/local/src/config/room-config.ts); the participants are spread over PARTICIPANT_PROCESSES (4) forked
 * processes and the host is alone in this one, so that no client's event loop holds up another's timing. Stack
 * and clients share this machine's cores. docs/performance.md ("A whole lecture hall") records the figures.
 *
 * `pnpm bench:lecture-hall` runs issue 18's three scenarios and closes with a table of targets met:
 *   room     a room of 2,000 with votes spread over 30 s: zero joins or votes lost or duplicated, the host's
 *            view equal to the database, p95 commit→host < 250 ms, p95 submit < 1 s;
 *   knee     the largest room holding p95 commit→host < 250 ms with zero loss, votes spread over 5 s
 *            (from 1,000, bisecting in KNEE_STEPS more rooms), target ≥ 1,000;
 *   restart  a room of 2,000, votes over 30 s, the whole stack restarted 10 s into the vote: every lobby back
 *            within 30 s of the stack being ready (jittered reconnects), no acknowledged vote lost, the host's
 *            view (after its re-read) equal to the database.
 * SCENARIO=room|knee|restart runs one; ROOM, VOTE_SPREAD_MS, KNEE_STEPS, RESTART_AFTER_MS, P95_BOUND_MS,
 * JOIN_CONCURRENCY, PARTICIPANT_PROCESSES, OPTIONS and RUNOFF_BENCH_PORT override a scenario's values;
 * STACK_NODE_ARGS goes to the stack's Node process (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof")
 * (e.g. SCENARIO=room ROOM=200 for a quick run).
 */
import os from 'node:os';
import { cores } from './lecture-hall/process-stats.js';
import { figuresTable, reportFigure, type Figure } from './figures.js';
import { holds, runRoom, type RoomResult, type RoomSettings } from './lecture-hall/room.js';
import { startStackProcess } from './support/stack-process.js';
import { line, ms } from './lecture-hall/stats.js';
import { TEST_STACK_PORTS } from '@runoff/supabase/test-ports';

const scenarios = (process.env.SCENARIO ?? 'room,knee,restart').split(',');
const envNumber = (name: string, fallback: number) => (process.env[name] === undefined ? fallback : Number(process.env[name]));
const bound = envNumber('P95_BOUND_MS', 250);
const submitBound = 1_000;
const basePort = envNumber('RUNOFF_BENCH_PORT', TEST_STACK_PORTS.bench.lectureHall);
const common = {
  joinConcurrency: envNumber('JOIN_CONCURRENCY', 50),
  processes: envNumber('PARTICIPANT_PROCESSES', 4),
  options: envNumber('OPTIONS', 5),
};
const settingsFor = (voteSpreadMs: number, restartAfterMs?: number): Omit<RoomSettings, 'size'> => ({
  ...common,
  voteSpreadMs: envNumber('VOTE_SPREAD_MS', voteSpreadMs),
  restartAfterMs: restartAfterMs === undefined ? undefined : envNumber('RESTART_AFTER_MS', restartAfterMs),
});
const log = (text: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

function report(r: RoomResult, settings: Omit<RoomSettings, 'size'>): void {
  const restart = r.restart;
  console.log(`
Room of ${r.size} (${cores} cores, clients in ${settings.processes} processes, join concurrency ${settings.joinConcurrency}, votes spread over ${settings.voteSpreadMs / 1000} s, ${settings.options} options${restart ? `, stack restarted ${(settings.restartAfterMs ?? 0) / 1000} s into the vote` : ''})
  joins     acknowledged ${r.joinsAcknowledged}, stored ${r.joinsStored}, failed ${r.joinsFailed}, lost ${r.joinsLost}; channel joins retried ${r.subscribeRetries}
  votes     acknowledged ${r.votesAcknowledged}, failed ${r.votesFailed}, stored voters ${r.votersStored}, ballots ${r.ballotsStored}, lost ${r.votesLost}, duplicated ${r.votesDuplicated}, stored without an answer ${r.votesUnanswered}; Submit pressed again ${r.voteRetries} times (${r.votesAlreadyStored} answered "already voted")
  host      saw ${r.hostSawJoins} joins and ${r.hostSawVotes} votes; equals the stored count: ${r.hostViewMatches ? 'yes' : 'NO'}; unheard votes ${r.votesUnheard}
  end       heard by ${r.completionHeard} of ${r.joinsAcknowledged}; Realtime messages per participant p50 ${r.participantMessages.p50}, max ${r.participantMessages.max}
  join      ${line(r.join)}   (sign-in + get_poll + join_poll; join_poll alone ${line(r.joinPoll)})
  submit    ${line(r.submit)}
  commit→host ${line(r.commitToHost)}   (from the vote's commit timestamp in PostgreSQL)
  call→host ${line(r.callToHost)}   (from the submit_vote call)
${
  restart
    ? `  restart   the stack was down ${(restart.downMs / 1000).toFixed(1)} s; lobbies back (SUBSCRIBED again) after it was ready: ${line(restart.back)}; not back ${restart.notBack}; host back after ${ms(restart.hostBackMs)}, caught up (re-read) after ${ms(restart.hostCaughtUpMs)}; acknowledged before the stop ${restart.acknowledgedBefore}, all stored: ${r.votesLost === 0 ? 'yes' : 'NO'}\n`
    : ''
}  gateway   CPU ${r.gateway.joinCpuPercent.toFixed(0)}% of a core while joining (${r.phaseSeconds.join.toFixed(1)} s), ${r.gateway.voteCpuPercent.toFixed(0)}% while voting (${r.phaseSeconds.vote.toFixed(1)} s); RSS ${r.gateway.rssMiB.toFixed(0)} MiB (peak ${r.gateway.peakRssMiB.toFixed(0)} MiB)
  postgres  CPU ${r.postgresCpuPercent.toFixed(0)}% of a core (all its processes)
  load      average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) at the end
  ${
    restart
      ? `holds (every lobby back within 30 s, zero loss, host = database): ${restartHolds(r) ? 'yes' : 'no'}`
      : `holds (p95 commit→host < ${bound} ms, zero loss): ${holds(r, bound) ? 'yes' : 'no'}; p95 submit < ${submitBound} ms: ${r.submit.p95 < submitBound ? 'yes' : 'no'}`
  }`);
}

/** A restart held: zero loss, the host's view equal to the database after its re-read, every lobby back within 30 s. */
function restartHolds(r: RoomResult): boolean {
  const back = r.restart;
  return (
    !!back &&
    back.notBack === 0 &&
    back.back.max <= 30_000 &&
    r.votesFailed === 0 &&
    r.joinsLost === 0 &&
    r.votesLost === 0 &&
    r.votesDuplicated === 0 &&
    r.hostViewMatches &&
    r.completionHeard === r.joinsAcknowledged
  );
}

async function measure(size: number, settings: Omit<RoomSettings, 'size'>): Promise<RoomResult> {
  log(`starting a stack for a room of ${size}`);
  const stack = await startStackProcess(basePort, size, (process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean));
  try {
    const result = await runRoom(stack, { ...settings, size }, log);
    report(result, settings);
    return result;
  } finally {
    await stack.stop();
  }
}

// Also printed at the end of this run (pnpm bench's closing table gets them through reportFigure).
const figures: Figure[] = [];
const record = (figure: Figure) => {
  figures.push(figure);
  reportFigure(figure);
};

const lost = (r: RoomResult) => r.joinsLost + r.votesLost + r.votesDuplicated;
const spreadOf = (settings: Omit<RoomSettings, 'size'>) => `votes over ${settings.voteSpreadMs / 1000} s`;

/** Issue 18: a room of 2,000, votes over 30 s. */
async function roomScenario(): Promise<void> {
  const settings = settingsFor(30_000);
  const r = await measure(envNumber('ROOM', 2_000), settings);
  record({
    measure: `lecture hall of ${r.size}, ${spreadOf(settings)}: lost or duplicated; host = database; p95 commit→host; p95 submit`,
    target: `0; yes; < ${bound} ms; < ${submitBound} ms`,
    figure: `${lost(r)}; ${r.hostViewMatches ? 'yes' : 'no'}; ${r.commitToHost.p95.toFixed(0)} ms; ${r.submit.p95.toFixed(0)} ms`,
    comparison: `failed requests ${r.joinsFailed + r.votesFailed}; join p95 ${r.join.p95.toFixed(0)} ms; load ${os.loadavg()[0]!.toFixed(1)}`,
    meets: holds(r, bound) && r.submit.p95 < submitBound,
  });
}

/** Issue 18: the knee with votes over 5 s, from 1,000 (bisecting between the largest that held and the smallest that did not). */
async function kneeScenario(): Promise<void> {
  const settings = settingsFor(5_000);
  const room = envNumber('ROOM', 1_000);
  const kneeSteps = envNumber('KNEE_STEPS', 3);
  const first = holds(await measure(room, settings), bound);
  let good = first ? room : 0;
  let bad = first ? Number.POSITIVE_INFINITY : room;
  const tried: Array<[number, boolean]> = [[room, first]];
  for (let step = 0; step < kneeSteps; step += 1) {
    const size = Number.isFinite(bad) ? Math.round((good + bad) / 2 / 50) * 50 : good * 2;
    if (size <= good || size >= bad || size < 50) break;
    const ok = holds(await measure(size, settings), bound);
    tried.push([size, ok]);
    if (ok) good = size;
    else bad = size;
  }
  console.log(`\nKnee (${spreadOf(settings)}): tried ${tried.map(([s, ok]) => `${s} ${ok ? 'held' : 'did not'}`).join(', ')}`);
  record({
    measure: `knee, ${spreadOf(settings)}: the largest room holding p95 commit→host < ${bound} ms and zero loss`,
    target: '≥ 1,000 people',
    figure: good ? `${good} people` : 'none held',
    comparison: Number.isFinite(bad) ? `${bad} did not hold; load ${os.loadavg()[0]!.toFixed(1)}` : `no larger room failed; load ${os.loadavg()[0]!.toFixed(1)}`,
    meets: good >= 1_000,
  });
}

/** Issue 18: the stack restarted in the middle of a 2,000-person vote. */
async function restartScenario(): Promise<void> {
  const settings = settingsFor(30_000, 10_000);
  const r = await measure(envNumber('ROOM', 2_000), settings);
  const back = r.restart!;
  record({
    measure: `restart ${(settings.restartAfterMs ?? 0) / 1000} s into a vote of ${r.size}: lobbies back after the stack is ready (max); acknowledged votes lost; host = database`,
    target: '≤ 30 s for every client; 0; yes',
    figure: `${(back.back.max / 1000).toFixed(1)} s (p95 ${(back.back.p95 / 1000).toFixed(1)} s, ${back.notBack} not back); ${r.votesLost}; ${r.hostViewMatches ? 'yes' : 'no'}`,
    comparison: `down ${(back.downMs / 1000).toFixed(1)} s; ${r.voteRetries} submits repeated; load ${os.loadavg()[0]!.toFixed(1)}`,
    meets: restartHolds(r),
  });
}

for (const scenario of scenarios) {
  if (scenario === 'room') await roomScenario();
  else if (scenario === 'knee') await kneeScenario();
  else if (scenario === 'restart') await restartScenario();
  else throw new Error(`unknown SCENARIO ${scenario}: room, knee or restart`);
}
console.log(`\nLecture hall, ${cores} cores (stack and clients together), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}; latencies are wall time\n`);
console.log(figuresTable(figures.map((figure) => ({ benchmark: 'lecture-hall', figure }))));
process.exit(0);
