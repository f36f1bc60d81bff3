/**
 * A whole lecture hall against the local stack: ROOM (default 1,000) real supabase-js clients each sign in
 * anonymously, make the join page's calls (get_poll, join_poll), open the lobby as its page does (private
 * channels poll:<id> and user:<id>, get_room_summary on opening and after SUBSCRIBED, then its own re-reads),
 * wait for voting, submit a full ranking, and wait for the end, while a host client watches poll-host:<id>
 * and pushes the room's summary after each burst as the host's page does. Prints loss, the host's view,
 * latencies (join, submit, commit→host) and the gateway's CPU and memory; then searches the knee: the largest
 * room holding p95 commit→host under P95_BOUND_MS (250) with zero loss, in at most KNEE_STEPS (4) more rooms.
 * Each room gets a fresh stack in a process of its own, configured for its size (per-IP Auth rate limits,
 * supabase/local/src/config/room-config.ts); the participants are spread over PARTICIPANT_PROCESSES (4) forked
 * processes and the host is alone in this one, so that no client's event loop holds up another's timing.
 * docs/performance.md records the figures.
 *
 * Run: pnpm bench:lecture-hall   (ROOM=200 KNEE_STEPS=0 for a quick run; RUNOFF_BENCH_PORT picks the ports)
 */
import os from 'node:os';
import { cores } from './lecture-hall/process-stats.js';
import { reportFigure } from './figures.js';
import { holds, runRoom, type RoomResult, type RoomSettings } from './lecture-hall/room.js';
import { startStackProcess } from './support/stack-process.js';
import { line } from './lecture-hall/stats.js';

const room = Number(process.env.ROOM ?? 1000);
const kneeSteps = Number(process.env.KNEE_STEPS ?? 4);
const bound = Number(process.env.P95_BOUND_MS ?? 250);
const basePort = Number(process.env.RUNOFF_BENCH_PORT ?? 54681);
const settings: Omit<RoomSettings, 'size'> = {
  joinConcurrency: Number(process.env.JOIN_CONCURRENCY ?? 50),
  processes: Number(process.env.PARTICIPANT_PROCESSES ?? 4),
  voteSpreadMs: Number(process.env.VOTE_SPREAD_MS ?? 5_000),
  options: Number(process.env.OPTIONS ?? 5),
};
const log = (text: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

function report(r: RoomResult): void {
  console.log(`
Room of ${r.size} (${cores} cores, clients in ${settings.processes} processes, join concurrency ${settings.joinConcurrency}, votes spread over ${settings.voteSpreadMs / 1000} s, ${settings.options} options)
  joins     acknowledged ${r.joinsAcknowledged}, stored ${r.joinsStored}, failed ${r.joinsFailed}, lost ${r.joinsLost}; channel joins retried ${r.subscribeRetries}
  votes     acknowledged ${r.votesAcknowledged}, failed ${r.votesFailed}, stored voters ${r.votersStored}, ballots ${r.ballotsStored}, lost ${r.votesLost}, duplicated ${r.votesDuplicated}, stored without an answer ${r.votesUnanswered}
  host      saw ${r.hostSawJoins} joins and ${r.hostSawVotes} votes; equals the stored count: ${r.hostViewMatches ? 'yes' : 'NO'}; unheard votes ${r.votesUnheard}
  end       heard by ${r.completionHeard} of ${r.joinsAcknowledged}
  join      ${line(r.join)}   (sign-in + get_poll + join_poll; join_poll alone ${line(r.joinPoll)})
  submit    ${line(r.submit)}
  commit→host ${line(r.commitToHost)}   (from the vote's commit timestamp in PostgreSQL)
  call→host ${line(r.callToHost)}   (from the submit_vote call)
  gateway   CPU ${r.gateway.joinCpuPercent.toFixed(0)}% of a core while joining (${r.phaseSeconds.join.toFixed(1)} s), ${r.gateway.voteCpuPercent.toFixed(0)}% while voting (${r.phaseSeconds.vote.toFixed(1)} s); RSS ${r.gateway.rssMiB.toFixed(0)} MiB (peak ${r.gateway.peakRssMiB.toFixed(0)} MiB)
  postgres  CPU ${r.postgresCpuPercent.toFixed(0)}% of a core (all its processes)
  load      average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) at the end
  holds (p95 commit→host < ${bound} ms, zero loss): ${holds(r, bound) ? 'yes' : 'no'}`);
}

async function measure(size: number): Promise<RoomResult> {
  log(`starting a stack for a room of ${size}`);
  const stack = await startStackProcess(basePort, size);
  try {
    const result = await runRoom(stack, { ...settings, size }, log);
    report(result);
    const lost = result.joinsLost + result.votesLost + result.votesDuplicated;
    reportFigure({
      measure: `room of ${size}: commit→host p50 / p95 / p99; lost or duplicated; failed requests`,
      target: `p95 < ${bound} ms, zero loss`,
      figure: `${result.commitToHost.p50.toFixed(0)} / ${result.commitToHost.p95.toFixed(0)} / ${result.commitToHost.p99.toFixed(0)} ms; ${lost}; ${result.joinsFailed + result.votesFailed}`,
      comparison: `submit p95 ${result.submit.p95.toFixed(0)} ms, join p95 ${result.join.p95.toFixed(0)} ms, load ${os.loadavg()[0]!.toFixed(1)}`,
      meets: holds(result, bound),
    });
    return result;
  } finally {
    await stack.stop();
  }
}

const first = await measure(room);
if (kneeSteps > 0) {
  // Bisection between the largest room that held and the smallest that did not, rounded to 50 people.
  let good = holds(first, bound) ? room : 0;
  let bad = holds(first, bound) ? Number.POSITIVE_INFINITY : room;
  const tried: Array<[number, boolean]> = [[room, holds(first, bound)]];
  for (let step = 0; step < kneeSteps; step += 1) {
    const size = Number.isFinite(bad) ? Math.round((good + bad) / 2 / 50) * 50 : good * 2;
    if (size <= good || size >= bad || size < 50) break;
    const ok = holds(await measure(size), bound);
    tried.push([size, ok]);
    if (ok) good = size;
    else bad = size;
  }
  console.log(`\nKnee: tried ${tried.map(([s, ok]) => `${s} ${ok ? 'held' : 'did not'}`).join(', ')}`);
  reportFigure({
    measure: 'knee: the largest room holding p95 commit→host and zero loss',
    figure: good ? `${good} people` : 'none held',
    comparison: Number.isFinite(bad) ? `${bad} did not hold` : 'no larger room failed',
  });
  console.log(
    `The largest room that held p95 commit→host < ${bound} ms with zero loss: ${good || 'none tried'}` +
      (Number.isFinite(bad) ? ` (${bad} did not)` : ' (no larger room tried failed)'),
  );
}
process.exit(0);
