import type { Readable } from 'node:stream';
import { PackedBallotBuilder } from './packed-ballot-builder';
import { BallotFileError, MAX_NAMES, nameProblem, type BallotFile, type ReadBallotsOptions } from './read-ballots';
import { readLines } from './read-lines';
import { remapChoices, noticeCollector } from './ballot-file-parts';

/** The most ballots one BLT line may stand for: more than any electorate, so a typo cannot pass as a landslide. */
const MAX_BLT_WEIGHT = 1_000_000_000;

const BLANK = /^\s*(#.*)?$/;
const QUOTED = /^\s*"([^"]*)"\s*(#.*)?$/;
const withoutComment = (text: string) => text.replace(/#.*$/, '').trim();

/**
 * Reads a BLT file as OpenSTV's BltBallotLoader and OpaVote write it, line by line: `CANDIDATES SEATS`;
 * optionally the withdrawn candidates as negative numbers (`-2 -4`); one line a ballot, `WEIGHT C1 C2 … 0`
 * (candidates numbered from 1, an optional `(ID)` in front with weight 1, `-` for a skipped rank); `0`;
 * one quoted name a candidate; the quoted title. Blank lines and `#` comments are skipped.
 *
 * Withdrawn candidates are not options: their ranks are skipped, as OpenSTV removes them before counting.
 * Equal rankings (`2=3`) are refused, as a Runoff ballot ranks one option a place. A repeated candidate keeps
 * its first rank and a skipped rank is passed over, each reported as a notice (as in the CSV reader).
 */
export async function readBlt(input: Readable, { options, optionsFrom = '--options' }: ReadBallotsOptions = {}): Promise<BallotFile> {
  const builder = new PackedBallotBuilder();
  const notices = noticeCollector();
  const lines = readLines(input);
  const next = async (what: string): Promise<{ text: string; line: number }> => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new BallotFileError(null, `the file ends before ${what}`);
      if (!BLANK.test(value.text)) return value;
    }
  };

  const first = await next('the line "CANDIDATES SEATS"');
  const header = /^(\d{1,10})\s+(\d{1,10})$/.exec(withoutComment(first.text));
  if (!header) throw new BallotFileError(first.line, 'expected "CANDIDATES SEATS", two whole numbers, as a BLT file begins');
  const candidates = Number(header[1]);
  const seats = Number(header[2]);
  if (candidates < 1 || candidates > MAX_NAMES) throw new BallotFileError(first.line, `${candidates.toLocaleString('en-US')} candidates: a file names 1 to ${MAX_NAMES.toLocaleString('en-US')}`);
  if (seats < 1 || seats > candidates) throw new BallotFileError(first.line, `${seats.toLocaleString('en-US')} seats for ${candidates.toLocaleString('en-US')} candidates`);

  const withdrawn = new Uint8Array(candidates);
  // The ballot that last ranked each candidate (+1): finds a repeat without a per-ballot Set.
  const lastBallot = new Int32Array(candidates);
  let current = await next('the ballots');
  if (/^-/.test(withoutComment(current.text))) {
    for (const token of withoutComment(current.text).split(/\s+/)) {
      const number = /^-(\d{1,10})$/.exec(token);
      if (!number || Number(number[1]) < 1 || Number(number[1]) > candidates) throw new BallotFileError(current.line, `"${token}" is not a withdrawn candidate (-1 to -${candidates})`);
      withdrawn[Number(number[1]) - 1] = 1;
    }
    current = await next('the ballots');
  }

  let ballotsRead = 0;
  // Ballot lines so far: tells a candidate repeated on this line from one ranked on an earlier one.
  let lineNumber = 0;
  for (; withoutComment(current.text) !== '0'; current = await next('the line "0" that ends the ballots')) {
    const tokens = withoutComment(current.text).replace(/^\([^)]*\)\s*/, '').split(/\s+/);
    const { line } = current;
    const weightText = tokens.shift()!;
    if (!/^\d{1,10}$/.test(weightText) || Number(weightText) > MAX_BLT_WEIGHT) throw new BallotFileError(line, `the weight "${weightText}" is not a whole number from 0 to ${MAX_BLT_WEIGHT.toLocaleString('en-US')}`);
    if (tokens.pop() !== '0') throw new BallotFileError(line, 'a ballot line ends with 0');
    // A line stands for `weight` ballots: they are what is read, as in a CSV file one a row.
    ballotsRead += Number(weightText);
    lineNumber += 1;
    let skipped = false;
    for (const token of tokens) {
      if (token === '-') {
        skipped = true;
        continue;
      }
      if (token.includes('=')) throw new BallotFileError(line, `equal rankings ("${token}") cannot be counted: a Runoff ballot ranks one option a place`);
      const candidate = /^\d{1,10}$/.test(token) ? Number(token) : NaN;
      if (!(candidate >= 1 && candidate <= candidates)) throw new BallotFileError(line, `"${token.slice(0, 20)}" is not a candidate (1 to ${candidates})`);
      if (withdrawn[candidate - 1]) continue;
      if (lastBallot[candidate - 1] === lineNumber) {
        notices.add('repeated-name', line);
        continue;
      }
      if (skipped) notices.add('skipped-blank-rank', line);
      skipped = false;
      lastBallot[candidate - 1] = lineNumber;
      builder.rank(candidate - 1);
    }
    builder.endBallot(Number(weightText));
  }

  const fileNames: string[] = [];
  for (let c = 0; c < candidates; c += 1) {
    const { text, line } = await next(`the name of candidate ${c + 1}`);
    const quoted = QUOTED.exec(text);
    if (!quoted) throw new BallotFileError(line, `expected the name of candidate ${c + 1} in double quotes`);
    const name = quoted[1]!.trim();
    const problem = name === '' ? 'an empty name' : nameProblem(name);
    if (problem) throw new BallotFileError(line, problem);
    const earlier = fileNames.indexOf(name);
    if (earlier >= 0) throw new BallotFileError(line, `candidates ${earlier + 1} and ${c + 1} are both "${name.slice(0, 80)}"`);
    fileNames.push(name);
  }
  const titleLine = await next('the title');
  const title = QUOTED.exec(titleLine.text);
  if (!title) throw new BallotFileError(titleLine.line, 'expected the title in double quotes');
  for (let rest = await lines.next(); !rest.done; rest = await lines.next()) {
    if (!BLANK.test(rest.value.text)) throw new BallotFileError(rest.value.line, 'more after the title, which ends a BLT file');
  }

  // The options: --options (every candidate standing must be one), or the candidates standing in file order.
  const standing = fileNames.filter((_, c) => !withdrawn[c]);
  const names = options ? [...options] : standing;
  const index = new Map(names.map((name, i) => [name, i]));
  const remap = fileNames.map((name, c) => {
    if (withdrawn[c]) return -1;
    const option = index.get(name);
    if (option === undefined) throw new BallotFileError(null, `candidate ${c + 1}, "${name.slice(0, 80)}", is not one of the options given with ${optionsFrom}`);
    return option;
  });
  const ballots = builder.finish();
  return {
    names,
    ballots: { ...ballots, choices: remapChoices(ballots.choices, remap, names.length) },
    ballotsRead,
    notices: notices.list(),
    seats,
    title: title[1]!,
    withdrawn: fileNames.filter((_, c) => withdrawn[c]),
  };
}
