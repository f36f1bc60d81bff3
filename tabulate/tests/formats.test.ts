import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ComparisonReport, MethodReport } from '../src/method-report';
import { readBlt } from '../src/read-blt';
import type { Report } from '../src/report';
import { runCli } from './support/run-cli';

const formats = path.join(import.meta.dirname, 'fixtures', 'formats');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabulate-formats-'));
function file(name: string, text: string | Buffer): string {
  fs.writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
}
const blt = (text: string) => readBlt(Readable.from([Buffer.from(text)]));
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message;
}

// The same 12 picnic ballots in three formats: every count must be the same.
describe('the picnic in CSV, BLT and CDF', () => {
  const runs = {
    csv: [path.join(formats, 'picnic.csv')],
    blt: [path.join(formats, 'picnic.blt'), '--format', 'blt'],
    cdf: [path.join(formats, 'picnic.cdf.json'), '--format', 'cdf', '--contest', 'Fruit for the picnic'],
  };

  it.each(Object.entries(runs))('%s: the instant runoff elects Apples in round 2', async (format, args) => {
    const run = await runCli([...args, '--json']);
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as Report;
    expect(report.winners.map((winner) => winner.name)).toEqual(['Apples']);
    // 7 to 5; the CDF file's four more ballots counted bring Apples 2 and Cherries 1 (one is exhausted).
    expect(report.rounds.at(-1)!.counts).toEqual(format === 'cdf' ? { Apples: 9, Cherries: 6 } : { Apples: 7, Cherries: 5 });
  });

  it.each(Object.entries(runs))('%s: --compare finds the centre squeeze', async (format, args) => {
    const report = JSON.parse((await runCli([...args, '--compare', '--json'])).stdout) as ComparisonReport;
    expect(report.condorcetWinner).toBe('Bananas');
    expect(report.sentences[0]).toBe('Bananas beats everyone one on one (the Condorcet winner), but the instant runoff eliminates it in round 1: a centre squeeze.');
    // The CDF file has five more CVRs (below), the others only the twelve.
    expect(report.totalVotes).toBe(format === 'cdf' ? 16 : 12);
  });

  it('BLT: weights, the withdrawn candidate and the title', async () => {
    const run = await runCli([...runs.blt, '--method', 'borda', '--json']);
    const report = JSON.parse(run.stdout) as MethodReport & { fileTitle: string; withdrawn: string[] };
    expect(report).toMatchObject({ fileTitle: 'Fruit for the picnic', withdrawn: ['Durian'], ballotsRead: 12, totalVotes: 12 });
    // Durian is no option: Borda counts 3 options (2, 1, 0 points).
    expect(report.scores).toEqual({ Apples: 12, Bananas: 15, Cherries: 9 });
    const table = await runCli(runs.blt);
    expect(table.stdout).toContain('Title: Fruit for the picnic\nWithdrawn (not counted): Durian\n12 ballots read, 12 counted');
  });

  it('BLT: the file’s seats are the instant runoff’s unless --seats says otherwise; a one-winner method says it elects one', async () => {
    const twoSeats = file('two-seats.blt', fs.readFileSync(path.join(formats, 'picnic.blt'), 'utf8').replace(/^4 1$/m, '4 2'));
    const stv = JSON.parse((await runCli([twoSeats, '--format', 'blt', '--json'])).stdout) as Report;
    expect(stv.seats).toBe(2);
    expect(JSON.parse((await runCli([twoSeats, '--format', 'blt', '--seats', '1', '--json'])).stdout)).toMatchObject({ seats: 1 });
    expect((await runCli([twoSeats, '--format', 'blt', '--method', 'copeland'])).stdout).toContain('The file elects 2 seats; --method copeland elects one.');
  });

  it('CDF: the current snapshot, skipped ranks, repeats and overvotes as RCTab reads them, notes by CVR', async () => {
    const run = await runCli([...runs.cdf, '--method', 'plurality', '--json']);
    const report = JSON.parse(run.stdout) as MethodReport;
    // CVR 13: Cherries (rank 3 skipped to); 14: Apples; 15: Bananas, then the overvote at 2 ends it; 16: Apples
    // (Bananas has no indication); 17: no ranks for the contest.
    expect(report.scores).toEqual({ Apples: 7, Bananas: 4, Cherries: 5 });
    expect(report).toMatchObject({ ballotsRead: 17, totalVotes: 16 });
    const table = await runCli(runs.cdf);
    expect(table.stdout).toContain('Note: 1 ballot ranked two options at one rank (an overvote); the ballot ends there, as RCTab\'s "exhaust immediately" (CVR 15)');
    const several = await runCli([path.join(formats, 'picnic.cdf.json'), '--format', 'cdf']);
    expect(several.code).toBe(1);
    expect(several.stderr).toBe('tabulate: ' + path.join(formats, 'picnic.cdf.json') + ': 2 contests ("Fruit for the picnic", "Picnic day"): give --contest NAME\n');
  });
});

describe('a hostile or broken BLT file', () => {
  it.each([
    ['no header', '"A"\n', 'line 1: expected "CANDIDATES SEATS", two whole numbers, as a BLT file begins'],
    ['too many candidates', '70000 1\n', 'line 1: 70,000 candidates: a file names 1 to 65,534'],
    ['a candidate out of range', '2 1\n1 3 0\n0\n"A"\n"B"\n"T"\n', 'line 2: "3" is not a candidate (1 to 2)'],
    ['equal rankings', '2 1\n1 1=2 0\n0\n"A"\n"B"\n"T"\n', 'line 2: equal rankings ("1=2") cannot be counted: a Runoff ballot ranks one option a place'],
    ['a huge weight', '2 1\n99999999999 1 0\n0\n"A"\n"B"\n"T"\n', 'line 2: the weight "99999999999" is not a whole number from 0 to 1,000,000,000'],
    ['a line not ended by 0', '2 1\n1 1 2\n0\n"A"\n"B"\n"T"\n', 'line 2: a ballot line ends with 0'],
    ['a missing name', '2 1\n1 1 0\n0\n"A"\n', 'the file ends before the name of candidate 2'],
    ['a repeated name', '2 1\n1 1 0\n0\n"A"\n"A"\n"T"\n', 'line 5: candidates 1 and 2 are both "A"'],
    ['a name too long', `1 1\n1 1 0\n0\n"${'x'.repeat(201)}"\n"T"\n`, "line 4: a name of 201 characters: Runoff's options are at most 200"],
    ['an escape sequence', '1 1\n1 1 0\n0\n"\u001b[2JMallory"\n"T"\n', 'line 4: the line holds the control character U+001B, which Runoff never exports'],
    ['a bidirectional override', '1 1\n1 1 0\n0\n"A\u202eB"\n"T"\n', 'line 4: the line holds the bidirectional control character U+202E, which Runoff never exports'],
    ['more after the title', '1 1\n1 1 0\n0\n"A"\n"T"\n"more"\n', 'line 6: more after the title, which ends a BLT file'],
  ])('%s: refused with the line', async (_, text, message) => {
    expect(await refusal(blt(text))).toBe(message);
  });

  it('refuses bytes that are not UTF-8, and a line over 1,000,000 bytes before holding it whole', async () => {
    expect(await refusal(readBlt(Readable.from([Buffer.from('1 1\n1 1 0\n0\n"'), Buffer.from([0xff]), Buffer.from('"\n"T"\n')])))).toBe('line 4: the file is not valid UTF-8');
    const endless = Readable.from(
      (function* () {
        yield Buffer.from('2 1\n1');
        for (let i = 0; i < 200; i++) yield Buffer.from(' 1 2'.repeat(2_000));
      })(),
    );
    expect(await refusal(readBlt(endless))).toBe('line 2: a line of more than 1,000,000 bytes (no ballot needs that much)');
  });

  it('through the command: exit 1 with the file and line, nothing on stdout', async () => {
    const run = await runCli([file('bad.blt', '2 1\n1 1=2 0\n'), '--format', 'blt']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`tabulate: ${path.join(dir, 'bad.blt')}: line 2: equal rankings ("1=2") cannot be counted: a Runoff ballot ranks one option a place\n`);
  });
});

describe('a hostile or broken CDF file', () => {
  const cdf = (candidateName: string) =>
    JSON.stringify({
      Election: [{ Candidate: [{ '@id': 'c1', Name: candidateName }], Contest: [{ '@id': 'k', Name: 'K', ContestSelection: [{ '@id': 's1', CandidateIds: ['c1'] }] }] }],
      CVR: [],
    });

  it.each([
    ['not JSON', '{"CVR": [', /^not JSON: /],
    ['a control character in a name', cdf('\u001b]52;c;eA==\u0007'), /^candidate "c1" holds the control character U\+001B, which Runoff never exports$/],
    ['a name too long', cdf('y'.repeat(300)), /^candidate "c1" a name of 300 characters/],
    ['no contest', JSON.stringify({ Election: [], CVR: [] }), /^0 contests \(none\): give --contest NAME$/],
  ])('%s: refused', async (_, text, message) => {
    const run = await runCli([file('bad.json', text), '--format', 'cdf']);
    expect(run.code).toBe(1);
    expect(run.stderr.replace(`tabulate: ${path.join(dir, 'bad.json')}: `, '').trimEnd()).toMatch(message);
    expect(run.stderr).not.toContain('\u001b');
  });

  it('refuses a file over 100,000,000 bytes before reading it', async () => {
    const big = path.join(dir, 'big.json');
    fs.closeSync(fs.openSync(big, 'w'));
    fs.truncateSync(big, 100_000_001);
    const run = await runCli([big, '--format', 'cdf']);
    expect(run.stderr).toMatch(/: 100,000,001 bytes: a CDF file is read whole, at most 100,000,000 \(convert a bigger one to CSV\)\n$/);
  });
});
