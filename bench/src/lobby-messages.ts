/**
 * `pnpm bench lobby-messages`: the Realtime messages a poll costs, counted by the local Realtime itself
 * (GET /realtime/v1/api/counters), from the first join to the results, for rooms of ROOMS (default 100, 1,000
 * and 2,000). Everyone joins within JOIN_SPREAD_S (120) and votes within VOTE_SPREAD_S (60), as
 * docs/deployment.md sizes the hosted plans; the host's lobby, a presenter and one embed watch. Each room runs
 * on a fresh stack configured for its size, with the room-summary budget (private.realtime_settings) of the
 * smallest hosted plan whose connections hold it: Free's 100 messages/s up to 180 people, Pro's 500 up to 450,
 * Team's 2,500 above (BUDGET overrides). Prints messages per poll (delivered, and delivered + sent as hosted
 * bills them), per participant, the host's and the peak messages per second. docs/performance.md records them.
 *
 * Then a session (issue 32) of SESSIONS people (default 1,000; empty for none) × 3 questions: the messages of
 * each question, and how long each move to the next question takes to reach every participant's socket and
 * page (lobby-messages/session.ts). ROOMS= (empty) runs the session alone.
 */
import os from 'node:os';
import fs from 'node:fs';
import { startStack } from '@runoff/supabase/stack';
import { throwawayRoomStack } from '@runoff/supabase/throwaway-stack';
import { reportFigure } from './figures.js';
import { runRoom, type RoomCount } from './lobby-messages/room.js';
import { runSessionOnStack } from './lobby-messages/session-report.js';
import { TEST_STACK_PORTS } from '@runoff/supabase/test-ports';

const rooms = (process.env.ROOMS ?? '100,1000,2000').split(',').filter(Boolean).map(Number);
const sessions = (process.env.SESSIONS ?? '1000').split(',').filter(Boolean).map(Number);
const joinSpreadMs = Number(process.env.JOIN_SPREAD_S ?? 120) * 1000;
const voteSpreadMs = Number(process.env.VOTE_SPREAD_S ?? 60) * 1000;
const basePort = Number(process.env.RUNOFF_BENCH_PORT ?? TEST_STACK_PORTS.bench.lobbyMessages);
const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

function budgetFor(size: number): number {
  if (process.env.BUDGET) return Number(process.env.BUDGET);
  return size <= 180 ? 100 : size <= 450 ? 500 : 2500;
}

const results: RoomCount[] = [];
for (const size of rooms) {
  log(`a room of ${size}: starting its stack`);
  const { overrides, root } = throwawayRoomStack(basePort, size, 'bench-lobby-messages');
  const stack = await startStack(overrides);
  try {
    const count = await runRoom(
      { url: stack.url, anonKey: stack.config.anonKey, serviceRoleKey: stack.config.serviceRoleKey, jwtSecret: stack.config.jwtSecret, databaseUrl: stack.databaseUrl },
      { size, budget: budgetFor(size), joinSpreadMs, voteSpreadMs },
      log,
    );
    results.push(count);
    const billed = count.delivered + count.sent;
    console.log(`
A room of ${size} (budget ${count.budget} messages/s; joins within ${joinSpreadMs / 1000} s, votes within ${voteSpreadMs / 1000} s; ${count.seconds.toFixed(0)} s first join to results)
  messages delivered ${count.delivered} (${(count.delivered / size).toFixed(1)} × n); with the ${count.sent} the database sent, as hosted bills: ${billed} (${(billed / size).toFixed(1)} × n)
  per participant    mean ${count.participant.mean.toFixed(1)}, max ${count.participant.max} (${count.summaries} room summaries pushed, 2 status changes)
  host view ${count.host}, presenter ${count.presenter}, embed ${count.embed}
  peak               ${count.peakPerSecond} in one second; ${count.peakHostedRate.toFixed(0)}/s as hosted's rate counter averages (5 s buckets, up to a minute)`);
    reportFigure({
      measure: `room of ${size}: Realtime messages per poll, first join to results (delivered; per participant)`,
      target: '≤ 10 × n',
      figure: `${count.delivered} (${(count.delivered / size).toFixed(1)} × n); ${count.participant.mean.toFixed(1)} per participant`,
      comparison: `peak ${count.peakHostedRate.toFixed(0)}/s (hosted's average) at a budget of ${count.budget}/s`,
      meets: count.delivered <= 10 * size,
    });
  } finally {
    await stack.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (results.length > 0) {
  const cpu = os.cpus();
  console.log(`\n${new Date().toISOString().slice(0, 10)} · ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length} · load ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  console.log('\n| room | budget/s | first join → results | delivered (× n) | + sent, as billed (× n) | per participant (mean / max) | host view | summaries | peak/s (1 s; hosted avg) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    const billed = r.delivered + r.sent;
    console.log(
      `| ${r.size} | ${r.budget} | ${r.seconds.toFixed(0)} s | ${r.delivered} (${(r.delivered / r.size).toFixed(1)}) | ${billed} (${(billed / r.size).toFixed(1)}) | ${r.participant.mean.toFixed(1)} / ${r.participant.max} | ${r.host} | ${r.summaries} | ${r.peakPerSecond}; ${r.peakHostedRate.toFixed(0)} |`,
    );
  }
}
for (const size of sessions) await runSessionOnStack(basePort, size, budgetFor(size), { joinSpreadMs, voteSpreadMs }, log);
process.exit(0);
