import fs from 'node:fs';
import os from 'node:os';
import { startStack } from '@runoff/supabase/stack';
import { throwawayRoomStack } from '@runoff/supabase/throwaway-stack';
import { reportFigure } from '../figures.js';
import { quantile, runSession, type Phase } from './session.js';

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`);

/** Runs a session of `size` on a fresh stack configured for that room, prints its table and reports its figures. */
export async function runSessionOnStack(
  basePort: number,
  size: number,
  budget: number,
  spread: { joinSpreadMs: number; voteSpreadMs: number },
  log: (line: string) => void,
): Promise<void> {
  log(`a session of ${size} × 3 questions: starting its stack`);
  const { overrides, root } = throwawayRoomStack(basePort, size, 'bench-session-messages');
  const stack = await startStack(overrides);
  let phases: Phase[];
  try {
    ({ phases } = await runSession(
      { url: stack.url, anonKey: stack.config.anonKey, serviceRoleKey: stack.config.serviceRoleKey, jwtSecret: stack.config.jwtSecret, databaseUrl: stack.databaseUrl },
      { size, budget, ...spread },
      log,
    ));
  } finally {
    await stack.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }

  const cpu = os.cpus();
  console.log(`\nA session of ${size} × 3 questions (budget ${budget} messages/s; joins within ${spread.joinSpreadMs / 1000} s, votes within ${spread.voteSpreadMs / 1000} s a question)`);
  console.log(`${new Date().toISOString().slice(0, 10)} · ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length} · load ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  console.log('\n| phase | time | delivered (× n) | to participants: counted / heard | per participant (mean / max) | host view, presenter | summaries | move call | move → socket p50 / p95 / max | move → page p50 / p95 / max |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const p of phases) {
    const a = p.advance;
    const socket = a ? `${ms(quantile(a.frame, 0.5))} / ${ms(quantile(a.frame, 0.95))} / ${ms(a.frame[a.frame.length - 1] ?? Number.NaN)}` : '–';
    const page = a ? `${ms(quantile(a.page, 0.5))} / ${ms(quantile(a.page, 0.95))} / ${ms(a.page[a.page.length - 1] ?? Number.NaN)}${a.missed ? ` (${a.missed} missed)` : ''}` : '–';
    console.log(
      `| ${p.name} | ${p.seconds.toFixed(0)} s | ${p.delivered} (${(p.delivered / size).toFixed(1)}) | ${p.toParticipants} / ${p.heardByParticipants} | ${p.perParticipant.mean.toFixed(1)} / ${p.perParticipant.max} | ${p.host}, ${p.presenter} | ${p.summaries} | ${a ? ms(a.call) : '–'} | ${socket} | ${page} |`,
    );
  }

  const questions = phases.filter((p) => p.advance);
  const worst = Math.max(...questions.map((p) => p.delivered));
  reportFigure({
    measure: `session of ${size} × 3 questions: Realtime messages per question (delivered, worst question; joining apart)`,
    target: '≤ 10 × n',
    figure: `${worst} (${(worst / size).toFixed(1)} × n); joining ${phases[0]!.delivered} (${(phases[0]!.delivered / size).toFixed(1)} × n)`,
    meets: worst <= 10 * size,
  });
  const pages = questions.flatMap((p) => p.advance!.page).sort((a, b) => a - b);
  const frames = questions.flatMap((p) => p.advance!.frame).sort((a, b) => a - b);
  const missed = questions.reduce((sum, p) => sum + p.advance!.missed, 0);
  reportFigure({
    measure: `session of ${size}: the next question reaching every participant's page (frame + get_session), p95 of 3 moves`,
    target: '≤ 2 s',
    figure: `${ms(quantile(pages, 0.95))} (socket ${ms(quantile(frames, 0.95))})${missed ? `; ${missed} missed` : ''}`,
    meets: missed === 0 && quantile(pages, 0.95) <= 2_000,
  });
}
