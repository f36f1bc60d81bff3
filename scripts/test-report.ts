/** Reading the reports of `pnpm test`'s stages: Vitest's JSON report (tests), ESLint's and knip's (not tests). */
import fs from 'node:fs';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test (or file that failed without tests), named, with the start of why. */
  failures: { file: string; test: string; message: string }[];
}

interface VitestReport {
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName?: string; failureMessages?: string[] }[] }[];
}

/** The first lines of a failure, enough to tell its cause at the end of a long log. */
function firstLines(text: string, lines = 12): string {
  return text.split('\n').slice(0, lines).join('\n');
}

/**
 * A Vitest JSON report's counts, or undefined when the stage wrote none (it failed before its tests ran).
 * Counted per file, not from Vitest's totals: a file whose beforeAll fails reports its tests as skipped and
 * none as failed, and a file that cannot load reports no tests at all. Here every test that did not pass in
 * a failed file is a failed test, and a failed file without tests is one.
 */
export function readVitestReport(file: string): TestCounts | undefined {
  if (!fs.existsSync(file)) return undefined;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport;
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const result of report.testResults) {
    const fileFailed = result.status === 'failed';
    if (fileFailed && result.assertionResults.length === 0) {
      counts.failed += 1;
      counts.failures.push({ file: result.name, test: '(the file)', message: firstLines(result.message ?? '') });
    }
    for (const test of result.assertionResults) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed' || fileFailed) {
        counts.failed += 1;
        counts.failures.push({ file: result.name, test: test.fullName ?? '', message: firstLines((test.failureMessages ?? []).join('\n') || (result.message ?? '')) });
      } else counts.skipped += 1;
    }
  }
  return counts;
}

interface LintMessage {
  line: number;
  column: number;
  severity: number;
  ruleId: string | null;
  message: string;
}
export type LintReport = { filePath: string; errorCount: number; fatalErrorCount: number; warningCount: number; messages: LintMessage[] }[];

export function readLintReport(file: string): LintReport | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as LintReport) : undefined;
}

export interface LintSummary {
  files: number;
  errors: number;
  warnings: number;
  messages: { file: string; line: number; column: number; severity: 'error' | 'warning'; message: string; rule: string }[];
}

/** Lint counted as what it is: files checked, errors and warnings (never as passed or failed tests). */
export function lintSummary(report: LintReport): LintSummary {
  return {
    files: report.length,
    errors: report.reduce((sum, file) => sum + file.errorCount + file.fatalErrorCount, 0),
    warnings: report.reduce((sum, file) => sum + file.warningCount, 0),
    messages: report.flatMap((file) =>
      file.messages.map((m) => ({ file: file.filePath, line: m.line, column: m.column, severity: m.severity === 2 ? ('error' as const) : ('warning' as const), message: m.message, rule: m.ruleId ?? 'fatal' })),
    ),
  };
}

type KnipReport = { issues: ({ file: string } & Record<string, unknown>)[] };

export interface KnipSummary {
  /** Each finding as `kind name file[:line]`, e.g. `exports PLANTED shared/ui/src/x.ts:3`. */
  findings: string[];
}

/** knip's JSON report (`--reporter json`) as one line a finding, or undefined when the stage wrote none. */
export function readKnipReport(file: string): KnipSummary | undefined {
  if (!fs.existsSync(file)) return undefined;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as KnipReport;
  const findings: string[] = [];
  for (const issue of report.issues) {
    for (const [kind, value] of Object.entries(issue)) {
      if (kind === 'file' || !Array.isArray(value)) continue;
      // `files` lists the file itself; the others list named things, one level deep or in groups (duplicates).
      for (const entry of value.flat() as ({ name: string; line?: number } | string)[]) {
        const name = typeof entry === 'string' ? entry : entry.name;
        const line = typeof entry === 'string' || entry.line === undefined ? '' : `:${entry.line}`;
        findings.push(kind === 'files' ? `file ${issue.file}` : `${kind} ${name} ${issue.file}${line}`);
      }
    }
  }
  return { findings };
}
