import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { countPackedBallots, type ThresholdRule } from '@runoff/shared/counting';
import { formatTable } from './format-table';
import { BallotFileError, MAX_NAMES, nameProblem, readBallots } from './read-ballots';
import { buildReport } from './report';
import { findTerminalControl } from './terminal-text';

export class UsageError extends Error {
  static readonly usage = [
    'Usage: pnpm tabulate FILE.csv [--json] [--options "A,B,C"] [--threshold quota|continuing]',
    '  FILE.csv     an Export Ballots file: ballot_id,rank1,…,rankN, option names in the cells',
    '  --json       print the report export (JSON) instead of the table',
    '  --options    the options in order (tie-breaks); any other name in the file is an error',
    '               (default: every name in order of first appearance)',
    '  --threshold  quota (default, the app: half the counted ballots plus one, fixed) or',
    '               continuing (a majority of the ballots still continuing in each round)',
  ].join('\n');
}

/** --options names are held to the rules of the file's names: they are printed too. */
function checkOptionNames(names: string[]): void {
  if (names.length > MAX_NAMES) throw new UsageError(`--options names ${names.length} options: at most ${MAX_NAMES.toLocaleString('en-US')}.`);
  for (const name of names) {
    const control = findTerminalControl(name);
    if (control) throw new UsageError(`--options: a name holds ${control.description}.`);
    const problem = nameProblem(name);
    if (problem) throw new UsageError(`--options: ${problem}.`);
  }
}

/** Runs the command on its arguments and returns what it prints; throws UsageError or BallotFileError. */
export async function tabulate(args: string[], { cwd = process.cwd(), now = new Date() } = {}): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { json: { type: 'boolean' }, options: { type: 'string' }, threshold: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return `${UsageError.usage}\n`;
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'Give one ballot file.' : 'Give only one ballot file.');
  const threshold = (values.threshold ?? 'quota') as ThresholdRule;
  if (threshold !== 'quota' && threshold !== 'continuing') throw new UsageError(`--threshold is quota or continuing, not "${values.threshold}".`);
  const optionNames = values.options?.split(',').map((name) => name.trim()).filter(Boolean);
  if (values.options !== undefined && optionNames?.length === 0) throw new UsageError('--options needs at least one name.');
  if (optionNames) checkOptionNames(optionNames);

  const file = path.resolve(cwd, positionals[0]!);
  let ballotFile;
  try {
    ballotFile = await readBallots(fs.createReadStream(file), { options: optionNames });
  } catch (error) {
    if (error instanceof BallotFileError) throw new BallotFileError(error.line, `${positionals[0]}: ${error.message}`, true);
    throw error;
  }
  const options = ballotFile.names.map((name, order) => ({ id: `option_${order + 1}`, name, order }));
  const result = countPackedBallots(options, ballotFile.ballots, { threshold });
  const report = buildReport(options, result, { threshold, ballotsRead: ballotFile.ballotsRead, timestamp: now.toISOString() });
  if (values.json) return `${JSON.stringify(report, null, 2)}\n`;
  return formatTable(report, { source: path.basename(file), names: ballotFile.names, notices: ballotFile.notices });
}
