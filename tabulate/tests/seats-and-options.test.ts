import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OptionListError } from '../src/option-list';
import type { Report } from '../src/report';
import { runCli } from './support/run-cli';
import { tabulate, UsageError } from '../src/tabulate';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabulate-seats-'));
function file(name: string, text: string | Buffer): string {
  fs.writeFileSync(path.join(dir, name), text);
  return name;
}
const run = (...args: string[]) => tabulate(args, { cwd: dir, now: new Date('2026-11-25T12:00:00Z') });
const json = async (...args: string[]) => JSON.parse(await run(...args, '--json')) as Report;
async function refusal(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

// The worked example of docs/counting.md: 24 ballots, 3 seats, some ranking one or two options.
const example = file(
  'example.csv',
  [
    'ballot_id,rank1,rank2,rank3',
    ...Array.from({ length: 10 }, (_, i) => `p${i},Pizza,Sushi,Tacos`),
    'pc1,Pizza,Curry',
    'pc2,Pizza,Curry',
    ...Array.from({ length: 4 }, (_, i) => `s${i},Sushi`),
    ...Array.from({ length: 3 }, (_, i) => `t${i},Tacos,Curry`),
    ...Array.from({ length: 3 }, (_, i) => `c${i},Curry,Tacos`),
    'l1,Salad,Curry',
    'l2,Salad,Curry',
    '',
  ].join('\n'),
);

describe('pnpm tabulate --seats', () => {
  it('prints the winners in order of election and every round’s counts by name, with transfers', async () => {
    const report = await json(example, '--seats', '3');
    expect(report).toMatchObject({ seats: 3, totalVotes: 24, quota: 7, tie: null, threshold: 'quota', quotaRule: 'droop' });
    expect(report.winners).toEqual([
      { name: 'Pizza', id: 'option_1' },
      { name: 'Sushi', id: 'option_2' },
      { name: 'Curry', id: 'option_4' },
    ]);
    expect(report.rounds.map((round) => round.counts)).toEqual([
      { Pizza: 12, Sushi: 4, Tacos: 3, Curry: 3, Salad: 2 },
      { Pizza: 7, Sushi: 8.166, Tacos: 3, Curry: 3.8332, Salad: 2 },
      { Pizza: 7, Sushi: 7, Tacos: 3.594, Curry: 3.8332, Salad: 2 },
      { Pizza: 7, Sushi: 7, Tacos: 3.594, Curry: 5.8332 },
      { Pizza: 7, Sushi: 7, Curry: 8.8332 },
      { Pizza: 7, Sushi: 7, Curry: 7 },
    ]);
    expect(report.rounds[0]!.transfers).toEqual([{ from: 'Pizza', kind: 'surplus', fraction: 0.4166, votes: 5, to: { Sushi: 4.166, Curry: 0.8332 }, exhausted: 0, finalSurplus: 0, residual: 0.0008 }]);
    expect(report.rounds.at(-1)).toMatchObject({ status: 'seats-filled', exhausted: 1.1648, residualSurplus: 0.0024, finalSurplus: 1.8328 });
  });

  it('shows the rounds, the surplus fractions and the winners in the table', async () => {
    const table = await run(example, '--seats', '3');
    expect(table).toContain('24 ballots read, 24 counted; 3 seats; threshold: Droop quota (votes ÷ (seats + 1), plus one), fixed from round 1');
    expect(table).toMatch(/^Sushi\s+4\s+8\.166\s+7\s+7\s+7\s+7$/m);
    expect(table).toMatch(/^Residual surplus\s+0\s+0\.0008\s+0\.002\s+0\.002\s+0\.002\s+0\.0024$/m);
    expect(table).toContain("  Pizza's surplus of 5 passes on at 0.4166 of each ballot: Sushi 4.166, Curry 0.8332, residual 0.0008");
    expect(table).toContain("  Curry's surplus of 1.8332 passes on at 0.2075 of each ballot: nobody (every seat filled) 1.8328, residual 0.0004");
    expect(table).toContain('Round 6: every seat is filled');
    expect(table).toContain('Winners, in order of election: Pizza, Sushi, Curry');
  });

  it('refuses a number of seats that is not a whole number from 1, and rules meant for another number of seats', async () => {
    for (const seats of ['0', '-1', '1.5', 'three', '', '99999999']) {
      expect((await refusal(run(example, `--seats=${seats}`))).message).toMatch(/^--seats is a whole number from 1 to 65,534, not "/);
    }
    expect(await refusal(run(example, '--seats', '2', '--threshold', 'continuing'))).toBeInstanceOf(UsageError);
    expect((await refusal(run(example, '--quota', 'hare'))).message).toContain('give --seats 2 or more');
    expect((await refusal(run(example, '--seats', '2', '--quota', 'meek'))).message).toBe('--quota is droop or hare, not "meek".');
  });
});

describe('pnpm tabulate --options and --options-file', () => {
  // Real names with commas, as in the 2024 Alaska ballots.
  const alaska = file('alaska.csv', 'ballot_id,rank1,rank2\n1,"Peltola, Mary S.","Begich, Nick"\n2,"Begich, Nick",\n3,"Peltola, Mary S.",\n');

  it('reads --options as one CSV record: a quoted name keeps its comma', async () => {
    const report = await json(alaska, '--options', '"Peltola, Mary S.","Begich, Nick",Write-in');
    expect(report.rounds[0]!.counts).toEqual({ 'Peltola, Mary S.': 2, 'Begich, Nick': 1, 'Write-in': 0 });
    expect(report.winners).toEqual([{ name: 'Peltola, Mary S.', id: 'option_1' }]);
    expect((await refusal(run(alaska, '--options', '"Peltola, Mary S.,Begich'))).message).toMatch(/^--options is one CSV record: Quote Not Closed/);
    expect((await refusal(run(alaska, '--options', 'A,B\nC'))).message).toBe('--options is one line of names (quote a name that holds a comma).');
    expect((await refusal(run(alaska, '--options', 'A, ,B,A'))).message).toBe('--options names "A" twice.');
    expect((await refusal(run(alaska, '--options', ' , '))).message).toBe('--options needs at least one name.');
  });

  it('reads --options-file, one name a line (BOM, CRLF, blank lines and spaces allowed)', async () => {
    file('alaska-options.txt', '\uFEFFPeltola, Mary S.\r\n\r\n  Begich, Nick  \r\nWrite-in\r\n');
    const report = await json(alaska, '--options-file', 'alaska-options.txt');
    expect(Object.keys(report.rounds[0]!.counts)).toEqual(['Peltola, Mary S.', 'Begich, Nick', 'Write-in']);
  });

  it('names the line and the problem of a bad --options-file', async () => {
    const bad = async (text: string | Buffer) => (await refusal(run(alaska, '--options-file', file('bad.txt', text)))) as OptionListError;
    expect((await bad('Pizza\nSushi\nPizza\n')).message).toBe('bad.txt: line 3: "Pizza" is already on line 1');
    expect((await bad('Pizza\n\u001b[2JMallory\n')).message).toBe('bad.txt: line 2: a name holds the control character U+001B');
    expect((await bad(`Pizza\n${'x'.repeat(201)}\n`)).message).toBe("bad.txt: line 2: a name of 201 characters: Runoff's options are at most 200");
    expect((await bad(Buffer.from([0x50, 0xff, 0x0a]))).message).toBe('bad.txt: line 1: not valid UTF-8');
    expect((await bad('\n \n')).message).toBe('bad.txt: no option names (one a line)');
    expect((await refusal(run(alaska, '--options-file', 'nowhere.txt'))).message).toBe('nowhere.txt: no such file');
    expect((await refusal(run(alaska, '--options-file', 'alaska-options.txt', '--options', 'A'))).message).toBe('Give --options or --options-file, not both.');
    file('short.txt', 'Peltola, Mary S.\n');
    expect((await refusal(run(alaska, '--options-file', 'short.txt'))).message).toBe('alaska.csv: line 2: "Begich, Nick" is not one of the options given with --options-file');
  });

  it('the real command: exit 1 with the line for a bad options file, exit 2 for bad arguments', async () => {
    file('twice.txt', 'A\nB\nA\n');
    expect(await runCli([alaska, '--options-file', 'twice.txt'], dir)).toMatchObject({ code: 1, stdout: '', stderr: 'tabulate: twice.txt: line 3: "A" is already on line 1\n' });
    const usage = await runCli([alaska, '--seats', 'two'], dir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--seats is a whole number from 1 to 65,534, not "two".');
  });
});
