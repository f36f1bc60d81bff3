/**
 * `pnpm test`: every check of the project, independent stages side by side, then a summary whose last line
 * counts tests only. Stages: the typecheck of each package, lint, the unused-code check (knip, knip.jsonc),
 * each package's Vitest suite, the apps' production build, and the end-to-end tests once that build is there. Each stage starts and stops what it
 * needs (the integration and end-to-end stages their own local Supabase stack and app servers), in a process
 * group of its own that is stopped when the stage ends, fails or is interrupted: nothing is left listening.
 *
 * RUNOFF_TEST_JOBS sets how many stages run at once (default 4: the end-to-end chain, the two integration
 * stages, and one CPU-bound stage; docs/testing.md has the measurements behind it). `pnpm test WORD…` runs
 * the stages whose names contain a word.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '@runoff/harness/find-chromium';
import { runInGroup, stopAllGroups } from '@runoff/harness/process-group';
import { workspacePackages } from '@runoff/harness/workspace';
import { lintSummary, readKnipReport, readLintReport, readVitestReport, type KnipSummary, type LintSummary, type TestCounts } from './test-report.js';

interface Stage {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Stages that must have finished (passed or not) first. */
  after?: string[];
  /** Where the stage's Vitest, ESLint or knip JSON report lands. */
  report?: { kind: 'vitest' | 'lint' | 'knip'; file: string };
}

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const packages = workspacePackages();
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-test-reports-'));
const jobs = Math.max(1, Number(process.env.RUNOFF_TEST_JOBS) || 4);

const E2E = '@runoff/e2e';
const INTEGRATION = '@runoff/supabase';
const testedPackages = packages.filter((pkg) => pkg.scripts.test);

// Fail fast, before typechecking or building anything, when the end-to-end stage could not run; the
// browser found is handed to that stage.
if (testedPackages.some((pkg) => pkg.name === E2E)) {
  try {
    process.env.RUNOFF_CHROMIUM = findChromium();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`End-to-end tests will drive ${process.env.RUNOFF_CHROMIUM}`);
}

/**
 * The integration and end-to-end stages each start a stack, on ports of their own by default. A stack's ports
 * given in the environment (RUNOFF_API_PORT, RUNOFF_DB_PORT, RUNOFF_POSTGREST_PORT, RUNOFF_MAIL_PORT) would be
 * the same for both: then the end-to-end stage takes RUNOFF_E2E_API_PORT, _DB_PORT, _POSTGREST_PORT and
 * _MAIL_PORT when they are set, and otherwise waits for the integration stage.
 */
const stackPortNames = ['API_PORT', 'DB_PORT', 'POSTGREST_PORT', 'MAIL_PORT'];
const portsGiven = stackPortNames.some((name) => process.env[`RUNOFF_${name}`]);
const e2ePortsGiven = stackPortNames.some((name) => process.env[`RUNOFF_E2E_${name}`]);
const e2eEnv: NodeJS.ProcessEnv = { ...process.env };
for (const name of stackPortNames) {
  if (!e2ePortsGiven) continue;
  const value = process.env[`RUNOFF_E2E_${name}`];
  // One not given follows from the API port (global-setup.ts), never from the integration stage's.
  if (value) e2eEnv[`RUNOFF_${name}`] = value;
  else delete e2eEnv[`RUNOFF_${name}`];
}

/** A package's Vitest suite as a stage; `projects` runs only those Vitest projects of it (`part` names them). */
function vitestStage(pkg: { dir: string; name: string }, extra: Partial<Stage> = {}, part?: { name: string; projects: string[] }): Stage {
  const file = path.join(reports, `${pkg.dir.replaceAll('/', '-')}${part ? `-${part.projects.join('-')}` : ''}.json`);
  const kind = pkg.name === E2E ? 'e2e' : pkg.name === INTEGRATION ? 'unit + integration' : 'unit';
  return {
    name: part ? part.name : `${kind}: ${pkg.dir}`,
    command: path.join(root, pkg.dir, 'node_modules', '.bin', 'vitest'),
    args: ['run', ...(part?.projects.flatMap((project) => ['--project', project]) ?? []), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    cwd: path.join(root, pkg.dir),
    report: { kind: 'vitest', file },
    ...extra,
  };
}

// Listed in the order they are started when a slot is free: the longest chain (build, then end-to-end)
// and the integration stack first, then the short CPU-bound stages that fill the gaps beside them.
const stages: Stage[] = [];
const e2ePackage = testedPackages.find((pkg) => pkg.name === E2E);
if (e2ePackage) {
  // The apps are built once, here; the end-to-end stage reuses these builds (they are fresher than their sources).
  stages.push({ name: 'build: the apps', command: bin('tsx'), args: ['scripts/build-apps.ts', '--only-stale'], cwd: root });
  const integrationFirst = portsGiven && !e2ePortsGiven && testedPackages.some((pkg) => pkg.name === INTEGRATION);
  const after = ['build: the apps', ...(integrationFirst ? [`unit + integration: ${testedPackages.find((pkg) => pkg.name === INTEGRATION)!.dir}`] : [])];
  stages.push(vitestStage(e2ePackage, { env: e2eEnv, after }));
}
// The integration tests in two stages side by side, each with a stack of its own (supabase/vitest.config.ts):
// the local stack's own tests with the package's unit tests, and the schema's rules.
const integration = testedPackages.find((pkg) => pkg.name === INTEGRATION);
if (integration) {
  stages.push(vitestStage(integration, {}, { name: `unit + integration: ${integration.dir}`, projects: ['unit', 'integration-stack'] }));
  stages.push(vitestStage(integration, {}, { name: `integration: ${integration.dir}/tests`, projects: ['integration-rules'] }));
}
stages.push({
  name: 'lint',
  command: bin('eslint'),
  args: ['.', '--format', 'json', '--output-file', path.join(reports, 'lint.json')],
  cwd: root,
  report: { kind: 'lint', file: path.join(reports, 'lint.json') },
});
// Unused files, exports and dependencies (knip.jsonc): any finding fails the stage, and so does a stale line of
// the config (a hint), so that an ignore cannot outlive its reason. The second run reads the packages that ship
// as production (tests are no entries there): a file in their src/ that only tests use is reported.
const knipStage = (name: string, file: string, extra: string[]): Stage => ({
  name,
  command: bin('knip'),
  args: ['--no-progress', '--treat-config-hints-as-errors', ...extra, '--reporter', 'symbols', '--reporter', 'json', '--output-file', `json=${path.join(reports, file)}`],
  cwd: root,
  report: { kind: 'knip', file: path.join(reports, file) },
});
const shipped = packages.filter((pkg) => /^(shared\/|mf-|shell$|tabulate$)/.test(pkg.dir)).flatMap((pkg) => ['--workspace', pkg.dir]);
stages.push(knipStage('knip: unused code', 'knip.json', []));
stages.push(knipStage('knip: test-only code in src/', 'knip-production.json', ['--production', '--include', 'files', ...shipped]));
// The unit suites, the largest first (by test files: each costs about a second of start-up and imports), so
// that the small ones and the typechecks, a few seconds each, fill the end instead of a long suite trailing.
const testFiles = (dir: string): number =>
  fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).filter((file) => !file.includes('node_modules') && /\.test\.tsx?$/.test(file)).length;
const unitPackages = testedPackages.filter((pkg) => pkg.name !== E2E && pkg.name !== INTEGRATION);
const unitWeight = new Map(unitPackages.map((pkg) => [pkg.dir, testFiles(pkg.dir)]));
for (const pkg of unitPackages.sort((a, b) => unitWeight.get(b.dir)! - unitWeight.get(a.dir)!)) stages.push(vitestStage(pkg));
// Every package with a tsconfig.json, and the root's scripts/.
for (const dir of [...packages.map((pkg) => pkg.dir), 'scripts'].filter((dir) => fs.existsSync(path.join(root, dir, 'tsconfig.json')))) {
  stages.push({ name: `typecheck: ${dir}`, command: bin('tsc'), args: ['-p', `${dir}/tsconfig.json`], cwd: root });
}

// `pnpm test NAME…` runs only the stages whose names contain one of the words (`pnpm test lint unit:`); a
// stage waits only for those of its `after` stages that run.
const wanted = process.argv.slice(2);
if (wanted.length > 0) stages.splice(0, stages.length, ...stages.filter((stage) => wanted.some((word) => stage.name.includes(word))));

interface Outcome {
  stage: Stage;
  status: number;
  seconds: number;
}

const outcomes = new Map<string, Outcome>();
let interrupted = false;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping every running stage and what it started`);
    void stopAllGroups(10_000).then(() => {
      fs.rmSync(reports, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

async function runStage(stage: Stage): Promise<void> {
  const started = performance.now();
  console.log(`▶ ${stage.name}`);
  const run = await runInGroup(stage.command, stage.args, { cwd: stage.cwd, env: stage.env ?? process.env });
  const seconds = (performance.now() - started) / 1000;
  outcomes.set(stage.name, { stage, status: run.status, seconds });
  if (interrupted) return;
  // Each stage's output whole, once it is over: side by side stages never interleave their lines.
  console.log(`\n=== ${stage.name}: ${run.status === 0 ? 'passed' : `FAILED (exit ${run.status})`} in ${seconds.toFixed(1)} s ===`);
  process.stdout.write(run.output.endsWith('\n') || run.output === '' ? run.output : `${run.output}\n`);
}

/** Starts each stage once its `after` stages are done, at most `jobs` at a time, in the listed order. */
async function runAll(): Promise<void> {
  const waiting = [...stages];
  const active = new Set<Promise<void>>();
  while ((waiting.length > 0 || active.size > 0) && !interrupted) {
    for (let i = 0; i < waiting.length && active.size < jobs; ) {
      const stage = waiting[i]!;
      if ((stage.after ?? []).every((name) => outcomes.has(name) || !stages.some((s) => s.name === name))) {
        waiting.splice(i, 1);
        const running: Promise<void> = runStage(stage).finally(() => active.delete(running));
        active.add(running);
      } else i += 1;
    }
    if (active.size === 0) break;
    await Promise.race(active);
  }
}

const startedAt = performance.now();
await runAll();
if (interrupted) await new Promise(() => {}); // the signal handler exits

let passed = 0;
let failed = 0;
let skipped = 0;
let lint: LintSummary | undefined;
let unused: KnipSummary | undefined;
const failedStages: string[] = [];
const failures: TestCounts['failures'] = [];
for (const { stage, status } of outcomes.values()) {
  if (status !== 0) failedStages.push(stage.name);
  if (stage.report?.kind === 'vitest') {
    const summary = readVitestReport(stage.report.file);
    if (summary) {
      passed += summary.passed;
      failed += summary.failed;
      skipped += summary.skipped;
      failures.push(...summary.failures);
    }
  }
  if (stage.report?.kind === 'lint') {
    const files = readLintReport(stage.report.file);
    if (files) {
      lint = lintSummary(files);
      for (const line of lint.messages.map((m) => `${path.relative(root, m.file)}:${m.line}:${m.column} ${m.severity} ${m.message} (${m.rule})`)) console.log(line);
    }
  }
  if (stage.report?.kind === 'knip') {
    const report = readKnipReport(stage.report.file);
    if (report) unused = { findings: [...(unused?.findings ?? []), ...report.findings] };
    for (const finding of report?.findings ?? []) console.log(`unused ${finding}`);
  }
}
fs.rmSync(reports, { recursive: true, force: true });

// Named again here, at the end a log's reader sees first, each with the start of its failure.
for (const failure of failures) console.log(`\nFAILED ${path.relative(root, failure.file)} > ${failure.test}\n${failure.message}`);
console.log('\n| stage | result | seconds |\n| --- | --- | --- |');
for (const { stage, status, seconds } of [...outcomes.values()].sort((a, b) => b.seconds - a.seconds)) {
  console.log(`| ${stage.name} | ${status === 0 ? 'passed' : 'FAILED'} | ${seconds.toFixed(1)} |`);
}
console.log(`\nWhole run: ${((performance.now() - startedAt) / 1000).toFixed(1)} s, ${jobs} stages at a time`);
const typechecks = [...outcomes.values()].filter((o) => o.stage.name.startsWith('typecheck: '));
console.log(`Typecheck: ${typechecks.length} projects, ${typechecks.filter((o) => o.status !== 0).length} with errors`);
if (lint) console.log(`Lint: ${lint.files} files, ${lint.errors} errors, ${lint.warnings} warnings`);
const knips = [...outcomes.values()].filter((o) => o.stage.report?.kind === 'knip');
if (knips.length) console.log(`Unused code (knip): ${unused ? `${unused.findings.length} findings` : 'no report'}${knips.every((o) => o.status === 0) ? '' : ', FAILED'}`);
// Trust the counts too: a stage whose process exits 0 despite failed tests must not pass.
if (failed > 0 && failedStages.length === 0) failedStages.push('a stage reported failed tests');
// A stage that fails outside its tests (typecheck, lint, a build, a stack that does not start) fails the run
// and is named here; the last line counts tests alone.
if (failedStages.length) console.log(`Failed stages: ${failedStages.join('; ')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
