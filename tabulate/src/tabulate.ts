import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { countPackedBallots, type CountRules, type QuotaRule, type ThresholdRule } from '@runoff/counting';
import { formatTable } from './format-table';
import { OptionListError, parseOptionsArgument, readOptionsFile } from './option-list';
import { BallotFileError, MAX_NAMES, readBallots } from './read-ballots';
import { buildReport } from './report';

export class UsageError extends Error {
  static readonly usage = [
    'Usage: pnpm tabulate FILE.csv [--json] [--seats N] [--options "A,B,C" | --options-file FILE] [--threshold quota|continuing]',
    '  FILE.csv          an Export Ballots file: ballot_id,rank1,…,rankN, option names in the cells',
    '  --json            print the report export (JSON) instead of the table',
    '  --seats N         how many options to elect (default 1); several: single transferable vote as RCTab counts it',
    '  --options         the options in order (tie-breaks), as one CSV record: "Peltola, Mary S.",Begich',
    '                    (default: every name in order of first appearance); any other name in the file is an error',
    '  --options-file    the same, one name a line',
    '  --threshold       quota (default, the app: half the counted ballots plus one, fixed) or',
    '                    continuing (a majority of the ballots still continuing in each round; one seat only)',
    "  RCTab's rules for several seats: --quota droop|hare (default droop), --fractional-quota (4 decimal",
    '                    places instead of a whole number), --one-winner-per-round',
  ].join('\n');
}

/** The counting rules the arguments ask for; a rule that needs another number of seats is refused. */
function countRules(values: { seats?: string; threshold?: string; quota?: string; 'fractional-quota'?: boolean; 'one-winner-per-round'?: boolean }): Required<CountRules> {
  const seatsText = values.seats ?? '1';
  const seats = /^\d{1,5}$/.test(seatsText) ? Number(seatsText) : NaN;
  if (!(seats >= 1 && seats <= MAX_NAMES)) throw new UsageError(`--seats is a whole number from 1 to ${MAX_NAMES.toLocaleString('en-US')}, not "${seatsText}".`);
  const threshold = (values.threshold ?? 'quota') as ThresholdRule;
  if (threshold !== 'quota' && threshold !== 'continuing') throw new UsageError(`--threshold is quota or continuing, not "${values.threshold}".`);
  const quota = (values.quota ?? 'droop') as QuotaRule;
  if (quota !== 'droop' && quota !== 'hare') throw new UsageError(`--quota is droop or hare, not "${values.quota}".`);
  const fractionalQuota = values['fractional-quota'] === true;
  const oneWinnerPerRound = values['one-winner-per-round'] === true;
  if (seats > 1 && threshold === 'continuing') throw new UsageError('--threshold continuing counts one seat: with several seats the quota is fixed from round one (RCTab).');
  if (seats === 1 && (quota !== 'droop' || fractionalQuota || oneWinnerPerRound)) {
    throw new UsageError('--quota hare, --fractional-quota and --one-winner-per-round are rules for several seats: give --seats 2 or more.');
  }
  return { seats, threshold, quota, fractionalQuota, oneWinnerPerRound };
}

/** The option names from --options or --options-file, or undefined (names in order of first appearance). */
async function optionNames(values: { options?: string; 'options-file'?: string }, cwd: string): Promise<string[] | undefined> {
  if (values.options !== undefined && values['options-file'] !== undefined) throw new UsageError('Give --options or --options-file, not both.');
  try {
    if (values.options !== undefined) return parseOptionsArgument(values.options);
  } catch (error) {
    throw error instanceof OptionListError ? new UsageError(`${error.message}.`) : error;
  }
  const file = values['options-file'];
  return file === undefined ? undefined : readOptionsFile(path.resolve(cwd, file), file);
}

/** Runs the command on its arguments and returns what it prints; throws UsageError, BallotFileError or OptionListError. */
export async function tabulate(args: string[], { cwd = process.cwd(), now = new Date() } = {}): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        seats: { type: 'string' },
        options: { type: 'string' },
        'options-file': { type: 'string' },
        threshold: { type: 'string' },
        quota: { type: 'string' },
        'fractional-quota': { type: 'boolean' },
        'one-winner-per-round': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return `${UsageError.usage}\n`;
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'Give one ballot file.' : 'Give only one ballot file.');
  const rules = countRules(values);
  const names = await optionNames(values, cwd);

  const file = path.resolve(cwd, positionals[0]!);
  let ballotFile;
  try {
    ballotFile = await readBallots(fs.createReadStream(file), { options: names, optionsFrom: values['options-file'] === undefined ? '--options' : '--options-file' });
  } catch (error) {
    if (error instanceof BallotFileError) throw new BallotFileError(error.line, `${positionals[0]}: ${error.message}`, true);
    throw error;
  }
  const options = ballotFile.names.map((name, order) => ({ id: `option_${order + 1}`, name, order }));
  const result = countPackedBallots(options, ballotFile.ballots, rules);
  const report = buildReport(options, result, { rules, ballotsRead: ballotFile.ballotsRead, timestamp: now.toISOString() });
  if (values.json) return `${JSON.stringify(report, null, 2)}\n`;
  return formatTable(report, { source: path.basename(file), names: ballotFile.names, notices: ballotFile.notices });
}
