import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  compareMethods,
  COUNT_METHODS,
  countPackedBallots,
  countWithMethod,
  isPairwiseMethod,
  MAX_PAIRWISE_OPTIONS,
  type CountMethod,
  type CountRules,
  type QuotaRule,
  type ThresholdRule,
} from '@runoff/counting';
import { readBallotFile, BALLOT_FORMATS, type BallotFormat } from './ballot-formats';
import { formatComparison, formatMethod } from './format-method';
import { formatTable } from './format-table';
import { buildComparisonReport, buildMethodReport } from './method-report';
import { OptionListError, parseOptionsArgument, readOptionsFile } from './option-list';
import { BallotFileError, MAX_NAMES, type BallotFile } from './read-ballots';
import { buildReport } from './report';
import { BallotListFingerprint, parseFingerprint } from './ballot-list-fingerprint';
import { formatVerification, verificationPassed, VerificationFailed, verify } from './verify-report';

export class UsageError extends Error {
  static readonly usage = [
    'Usage: pnpm tabulate FILE [--method NAME | --compare] [--format csv|blt|cdf] [--json] [--seats N] [--options "A,B,C" | --options-file FILE] [--threshold quota|continuing]',
    '  FILE              an Export Ballots file (ballot_id,rank1,…,rankN, option names in the cells), or with',
    '                    --format blt an OpenSTV/OpaVote BLT file, --format cdf RCTab\'s CDF JSON cast vote records',
    '  --method NAME     irv (default: the instant runoff; with --seats, the single transferable vote), schulze,',
    '                    ranked-pairs, minimax, copeland, borda or plurality (one winner each)',
    '  --compare         every method on the same ballots: who each elects, by how much, and why they differ',
    '  --contest NAME    the contest to count in a CDF file that holds several',
    '  --json            print the report export (JSON) instead of the table',
    '  --seats N         how many options to elect (default 1); several: single transferable vote as RCTab counts it',
    '  --options         the options in order (tie-breaks), as one CSV record: "Peltola, Mary S.",Begich',
    '                    (default: every name in order of first appearance); any other name in the file is an error',
    '  --options-file    the same, one name a line',
    '  --verify FP       check a published ballot list (ballot_id,tracker,rank1,…): its fingerprint must be FP;',
    '                    with --winners "A,B" (one CSV record) the count must elect them; exit 3 if either differs',
    '  --threshold       quota (default, the app: half the counted ballots plus one, fixed) or',
    '                    continuing (a majority of the ballots still continuing in each round; one seat only)',
    "  RCTab's rules for several seats: --quota droop|hare (default droop), --fractional-quota (4 decimal",
    '                    places instead of a whole number), --one-winner-per-round',
  ].join('\n');
}

/** The counting rules the arguments ask for; a rule that needs another number of seats is refused. */
function countRules(
  values: { seats?: string; threshold?: string; quota?: string; 'fractional-quota'?: boolean; 'one-winner-per-round'?: boolean },
  fileSeats = 1,
): Required<CountRules> {
  const seatsText = values.seats ?? String(fileSeats);
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
        method: { type: 'string' },
        compare: { type: 'boolean' },
        format: { type: 'string' },
        contest: { type: 'string' },
        verify: { type: 'string' },
        winners: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return `${UsageError.usage}\n`;
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'Give one ballot file.' : 'Give only one ballot file.');
  const method = countMethod(values);
  const format = (values.format ?? 'csv') as BallotFormat;
  if (!BALLOT_FORMATS.includes(format)) throw new UsageError(`--format is ${BALLOT_FORMATS.join(', ')}, not "${values.format}".`);
  if (values.contest !== undefined && format !== 'cdf') throw new UsageError('--contest picks a contest of a CDF file: give --format cdf.');
  // Rules are checked before the file is read, so a wrong argument never waits for a big file.
  countRules(values);
  const names = await optionNames(values, cwd);
  const check = verifyArguments(values, format);

  const file = path.resolve(cwd, positionals[0]!);
  let ballotFile;
  try {
    ballotFile = await readBallotFile(format, file, {
      options: names,
      optionsFrom: values['options-file'] === undefined ? '--options' : '--options-file',
      contest: values.contest,
      onBallot: check ? (tracker, ballot) => check.list.add(tracker, ballot) : undefined,
    });
  } catch (error) {
    if (error instanceof BallotFileError) throw new BallotFileError(error.line, `${positionals[0]}: ${error.message}`, true);
    throw error;
  }
  // A BLT file says how many seats it elects; --seats, when given, decides (the instant runoff only).
  const rules = countRules(values, method === 'irv' && !values.compare ? ballotFile.seats : 1);
  const options = ballotFile.names.map((name, order) => ({ id: `option_${order + 1}`, name, order }));
  if ((values.compare || isPairwiseMethod(method)) && options.length > MAX_PAIRWISE_OPTIONS) {
    throw new Error(`${positionals[0]}: ${options.length.toLocaleString('en-US')} options; ${values.compare ? '--compare' : `--method ${method}`} compares every pair of options, at most ${MAX_PAIRWISE_OPTIONS}`);
  }
  const oneWinner = values.compare ? '--compare' : method === 'irv' ? null : `--method ${method}`;
  const about = [...aboutFile(ballotFile), ...(oneWinner && (ballotFile.seats ?? 1) > 1 ? [`The file elects ${ballotFile.seats} seats; ${oneWinner} elects one.`] : [])];
  const shown = { source: path.basename(file), names: ballotFile.names, notices: ballotFile.notices, about };
  // What a BLT or CDF file says of itself, beside the report's own fields.
  const fromFile = {
    ...(ballotFile.title !== undefined ? { fileTitle: ballotFile.title } : {}),
    ...(ballotFile.withdrawn?.length ? { withdrawn: ballotFile.withdrawn } : {}),
  };
  const timestamp = now.toISOString();
  if (values.compare) {
    const report = { ...buildComparisonReport(options, compareMethods(options, ballotFile.ballots, rules), { ballotsRead: ballotFile.ballotsRead, timestamp }), ...fromFile };
    return values.json ? `${JSON.stringify(report, null, 2)}\n` : formatComparison(report, shown);
  }
  if (method !== 'irv') {
    const { threshold, quota: quotaRule, fractionalQuota, oneWinnerPerRound } = rules;
    const result = countWithMethod(method, options, ballotFile.ballots);
    const report = { ...buildMethodReport(options, result, { ballotsRead: ballotFile.ballotsRead, timestamp, rules: { threshold, quotaRule, fractionalQuota, oneWinnerPerRound } }), ...fromFile };
    return values.json ? `${JSON.stringify(report, null, 2)}\n` : formatMethod(report, shown);
  }
  const result = countPackedBallots(options, ballotFile.ballots, rules);
  const report = { ...buildReport(options, result, { rules, ballotsRead: ballotFile.ballotsRead, timestamp }), ...fromFile };
  if (!check) return values.json ? `${JSON.stringify(report, null, 2)}\n` : formatTable(report, shown);
  const verification = verify(check.fingerprint, check.list.digest(), check.winners, report.winners.map((winner) => winner.name));
  const output = values.json ? `${JSON.stringify({ ...report, verification }, null, 2)}\n` : `${formatTable(report, shown)}\n${formatVerification(verification)}`;
  if (!verificationPassed(verification)) throw new VerificationFailed(output);
  return output;
}

/** --verify's fingerprint and --winners, or null without --verify. */
function verifyArguments(values: { verify?: string; winners?: string; method?: string; compare?: boolean }, format: BallotFormat) {
  if (values.verify === undefined) {
    if (values.winners !== undefined) throw new UsageError('--winners is compared by --verify: give both.');
    return null;
  }
  const fingerprint = parseFingerprint(values.verify);
  if (fingerprint === null) throw new UsageError(`--verify takes the fingerprint the poll published: 64 hexadecimal digits, not "${values.verify.slice(0, 80)}".`);
  if (format !== 'csv') throw new UsageError('--verify checks a ballot list exported by Runoff: a CSV file (--format csv).');
  if (values.method !== undefined || values.compare) throw new UsageError('--verify checks the poll\'s own count: give no --method or --compare.');
  let winners: string[] | undefined;
  try {
    winners = values.winners === undefined ? undefined : parseOptionsArgument(values.winners);
  } catch (error) {
    throw error instanceof OptionListError ? new UsageError(`--winners: ${error.message}.`) : error;
  }
  return { fingerprint, winners, list: new BallotListFingerprint() };
}

/** Lines for the table's header: a file's title and withdrawn candidates. */
function aboutFile(file: BallotFile): string[] {
  return [
    ...(file.title !== undefined ? [`Title: ${file.title}`] : []),
    ...(file.withdrawn?.length ? [`Withdrawn (not counted): ${file.withdrawn.join(', ')}`] : []),
  ];
}

/**
 * The method asked for. The methods beside the instant runoff elect one option and know nothing of its
 * threshold or quota rules: asking for more seats or those rules with them is refused (exit 2).
 */
function countMethod(values: { method?: string; compare?: boolean; seats?: string; threshold?: string }): CountMethod {
  const method = (values.method ?? 'irv') as CountMethod;
  if (!COUNT_METHODS.includes(method)) throw new UsageError(`--method is one of ${COUNT_METHODS.join(', ')}, not "${values.method}".`);
  if (values.compare && values.method !== undefined) throw new UsageError('Give --method or --compare, not both: --compare counts every method.');
  const single = values.compare ? '--compare' : method === 'irv' ? null : `--method ${method}`;
  if (single === null) return method;
  if (values.seats !== undefined && values.seats !== '1') {
    throw new UsageError(`${single} elects one winner, so it cannot fill --seats ${values.seats}. For several seats count with the instant runoff (no --method): the single transferable vote.`);
  }
  if (values.threshold !== undefined && values.threshold !== 'quota') throw new UsageError(`--threshold is a rule of the instant runoff; ${single} has no rounds.`);
  return method;
}
