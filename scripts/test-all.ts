/**
 * `pnpm test`: every test of the project, one stage after another, then one closing line that sums
 * them. Each stage starts and stops what it needs (the integration and end-to-end stages start their
 * own local Supabase stack and app servers), so nothing must be running beforehand.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '@runoff/harness/find-chromium';
import { workspacePackages } from '@runoff/harness/workspace';

interface Stage {
  name: string;
  /** Workspace package whose vitest runs this stage. */
  filter: string;
}

const root = path.resolve(import.meta.dirname, '..');
const packages = workspacePackages();
// These start the local stack and Chromium: they run after every package's unit tests.
const lastStages = ['@runoff/supabase', '@runoff/e2e'];
const stages: Stage[] = packages
  .filter((pkg) => pkg.scripts.test)
  .sort((a, b) => Number(lastStages.includes(a.name)) - Number(lastStages.includes(b.name)))
  .map((pkg) => ({ name: `tests: ${pkg.dir}`, filter: pkg.name }));

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

// Fail fast, before typechecking or building anything, when the end-to-end stage could not run; the
// browser found is handed to that stage.
if (stages.some((stage) => stage.filter === '@runoff/e2e')) {
  try {
    process.env.RUNOFF_CHROMIUM = findChromium();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`End-to-end tests will drive ${process.env.RUNOFF_CHROMIUM}`);
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-test-reports-'));
let passed = 0;
let failed = 0;
let skipped = 0;
const failedStages: string[] = [];

// Every package, and the root's scripts/.
const typedPackages = [...packages.map((pkg) => pkg.dir), 'scripts'].filter((dir) => fs.existsSync(path.join(root, dir, 'tsconfig.json')));
for (const dir of typedPackages) {
  console.log(`\n=== typecheck: ${dir} ===`);
  if (run('pnpm', ['exec', 'tsc', '-p', `${dir}/tsconfig.json`]) !== 0) failedStages.push(`typecheck: ${dir}`);
}

// Lint (`pnpm lint`): each linted file counts as one test, failed when ESLint reports an error in it.
console.log('\n=== lint ===');
{
  const report = path.join(reports, 'lint.json');
  const status = run('pnpm', ['lint', '--format', 'json', '--output-file', report]);
  if (fs.existsSync(report)) {
    type LintMessage = { line: number; column: number; severity: number; ruleId: string | null; message: string };
    const files = JSON.parse(fs.readFileSync(report, 'utf8')) as { filePath: string; errorCount: number; fatalErrorCount: number; messages: LintMessage[] }[];
    for (const file of files) {
      for (const m of file.messages) {
        console.log(`${path.relative(root, file.filePath)}:${m.line}:${m.column} ${m.severity === 2 ? 'error' : 'warning'} ${m.message} (${m.ruleId ?? 'fatal'})`);
      }
      if (file.errorCount + file.fatalErrorCount > 0) failed += 1;
      else passed += 1;
    }
    console.log(`${files.length} files linted`);
  }
  if (status !== 0) failedStages.push('lint');
}

for (const [index, stage] of stages.entries()) {
  console.log(`\n=== ${stage.name} ===`);
  const report = path.join(reports, `${index}.json`);
  const status = run('pnpm', ['--filter', stage.filter, 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    skipped += summary.numPendingTests + summary.numTodoTests;
  }
  if (status !== 0) failedStages.push(stage.name);
}
fs.rmSync(reports, { recursive: true, force: true });

// Trust the counts too: a stage whose process exits 0 despite failed tests must not pass.
if (failed > 0 && failedStages.length === 0) failedStages.push('a stage reported failed tests');
if (failedStages.length) console.log(`\nFailed stages: ${failedStages.join('; ')}`);
// A stage that failed before its tests ran (a build, a start-up) still fails the run.
if (failedStages.length && failed === 0) failed = failedStages.length;
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
