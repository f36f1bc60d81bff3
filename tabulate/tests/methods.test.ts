import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ComparisonReport, MethodReport } from '../src/method-report';
import type { Report } from '../src/report';
import { runCli } from './support/run-cli';

const formats = path.join(import.meta.dirname, 'fixtures', 'formats');
const picnic = path.join(formats, 'picnic.csv');
const wikipedia = path.join(formats, 'wikipedia-schulze-45.csv');

async function json<T>(...args: string[]): Promise<T> {
  const run = await runCli([...args, '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as T;
}

// Every method through the real command, on the centre squeeze: Bananas is the Condorcet winner.
describe('pnpm tabulate --method', () => {
  it.each([
    ['schulze', 'Bananas', undefined],
    ['ranked-pairs', 'Bananas', undefined],
    ['minimax', 'Bananas', undefined],
    ['copeland', 'Bananas', { Apples: 1, Bananas: 2, Cherries: 0 }],
    ['borda', 'Bananas', { Apples: 12, Bananas: 15, Cherries: 9 }],
    ['plurality', 'Apples', { Apples: 5, Bananas: 3, Cherries: 4 }],
  ])('%s elects %s, keeps the report’s fields and adds its scores where it has them', async (method, winner, scores) => {
    const report = await json<MethodReport>(picnic, '--method', method);
    expect(report).toMatchObject({ title: 'Ranked Choice Voting Results', totalVotes: 12, seats: 1, ballotsRead: 12, method, rounds: [], tie: null, quota: null });
    expect(report.winners).toEqual([{ name: winner, id: `option_${['Apples', 'Bananas', 'Cherries'].indexOf(winner) + 1}` }]);
    expect(report.scores).toEqual(scores);
    if (method !== 'borda' && method !== 'plurality') expect(report.pairwise).toEqual({ Apples: { Bananas: 5, Cherries: 7 }, Bananas: { Apples: 7, Cherries: 8 }, Cherries: { Apples: 5, Bananas: 4 } });
  });

  it('irv is the default: the same report as no flag, Apples by the instant runoff', async () => {
    const irv = await json<Report>(picnic, '--method', 'irv');
    const plain = await json<Report>(picnic);
    expect({ ...irv, timestamp: '' }).toEqual({ ...plain, timestamp: '' });
    expect(irv).toMatchObject({ method: 'irv', quota: 7, winners: [{ name: 'Apples', id: 'option_1' }] });
  });

  it('elects E under Schulze and A under Ranked Pairs on Wikipedia’s 45 voters, and prints why', async () => {
    expect((await json<MethodReport>(wikipedia, '--method', 'schulze')).winners[0]!.name).toBe('E');
    expect((await json<MethodReport>(wikipedia, '--method', 'ranked-pairs')).winners[0]!.name).toBe('A');
    const schulze = await runCli([wikipedia, '--method', 'schulze', '--options', 'A,B,C,D,E']);
    expect(schulze.stdout).toMatch(/^A\s+–\s+20\s+26\s+30\s+22$/m);
    expect(schulze.stdout).toContain('  E → A: E > D > C > B > A, 25–20');
    expect(schulze.stdout).toContain('Winner: E, by 1 vote over A');
    const pairs = await runCli([wikipedia, '--method', 'ranked-pairs', '--options', 'A,B,C,D,E']);
    expect(pairs.stdout).toContain('  5. D over C, 28 to 17: skipped: it would close the cycle D > C > B > D');
    expect(pairs.stdout).toContain('Winner: A, by 3 votes over E');
  });

  it('reports a tie as a tie, and says so in the table', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabulate-methods-'));
    const cycle = path.join(dir, 'cycle.csv');
    fs.writeFileSync(cycle, ['ballot_id,rank1,rank2,rank3', ...[0, 1, 2].flatMap((turn) => [1, 2, 3].map((i) => `${turn}${i},${['A', 'B', 'C', 'A', 'B'].slice(turn, turn + 3).join(',')}`)), ''].join('\n'));
    const report = await json<MethodReport>(cycle, '--method', 'schulze');
    expect(report).toMatchObject({ winners: [], tie: ['A', 'B', 'C'], margin: null });
    expect((await runCli([cycle, '--method', 'copeland'])).stdout).toContain('No winner: A & B & C are tied (Copeland cannot separate them; a runoff is needed)');
  });

  it('refuses several seats for a one-winner method, with exit 2 and a clear message', async () => {
    const run = await runCli([picnic, '--method', 'schulze', '--seats', '3']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^--method schulze elects one winner, so it cannot fill --seats 3\. For several seats count with the instant runoff/);
    const unknown = await runCli([picnic, '--method', 'kemeny']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^--method is one of irv, schulze, ranked-pairs, minimax, copeland, borda, plurality, not "kemeny"\./);
    expect((await runCli([picnic, '--method', 'borda', '--threshold', 'continuing'])).code).toBe(2);
  });

  it('refuses a Condorcet method on a file of more than 100 options (exit 1), and counts Borda on it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabulate-methods-'));
    const wide = path.join(dir, 'wide.csv');
    const names = Array.from({ length: 101 }, (_, i) => `Option ${i + 1}`);
    fs.writeFileSync(wide, `ballot_id,${names.map((_, i) => `rank${i + 1}`).join(',')}\n1,${names.join(',')}\n`);
    const run = await runCli([wide, '--method', 'minimax']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`tabulate: ${wide}: 101 options; --method minimax compares every pair of options, at most 100\n`);
    expect((await json<MethodReport>(wide, '--method', 'borda')).winners[0]!.name).toBe('Option 1');
  });

  it('counts options named __proto__, constructor and toString by any method (own properties)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabulate-methods-'));
    const proto = path.join(dir, 'proto.csv');
    fs.writeFileSync(proto, 'ballot_id,rank1,rank2\n1,__proto__,constructor\n2,constructor,__proto__\n3,__proto__,toString\n');
    const report = await json<MethodReport>(proto, '--method', 'borda');
    expect(report.scores).toEqual(Object.fromEntries([['__proto__', 5], ['constructor', 3], ['toString', 1]]));
    const copeland = await json<MethodReport>(proto, '--method', 'copeland');
    expect(copeland.pairwise!['__proto__']).toEqual({ constructor: 2, toString: 3 });
    expect((await runCli([proto, '--method', 'copeland'])).stdout).toMatch(/^__proto__\s+–\s+2\s+3$/m);
  });
});

describe('pnpm tabulate --compare', () => {
  it('prints every method’s winner and margin, and a sentence for each disagreement', async () => {
    const run = await runCli([picnic, '--compare']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^irv\s+Apples\s+by 2 votes over Cherries$/m);
    expect(run.stdout).toMatch(/^schulze\s+Bananas\s+by 7 votes over Apples$/m);
    expect(run.stdout).toMatch(/^borda\s+Bananas\s+by 3 points over Apples$/m);
    expect(run.stdout).toContain('Bananas beats everyone one on one (the Condorcet winner), but the instant runoff eliminates it in round 1: a centre squeeze.');
    expect(run.stdout).toContain('Apples has the most first choices, but Bananas beats it one on one, 7 to 5: plurality looks at first choices only.');
  });

  it('names the cycle when there is no Condorcet winner, as JSON too', async () => {
    const report = await json<ComparisonReport>(wikipedia, '--compare', '--options', 'A,B,C,D,E');
    expect(report.condorcetWinner).toBeNull();
    expect(report.methods.map((line) => [line.method, line.winners[0]?.name])).toEqual([
      ['irv', 'C'],
      ['schulze', 'E'],
      ['ranked-pairs', 'A'],
      ['minimax', 'E'],
      ['copeland', 'E'],
      ['borda', 'E'],
      ['plurality', 'C'],
    ]);
    expect(report.sentences[0]).toBe('There is no Condorcet winner: A beats C, C beats B, B beats A.');
    expect(report.cycle).toEqual(['A', 'C', 'B', 'A']);
  });

  it('refuses --seats and --method with --compare', async () => {
    expect((await runCli([picnic, '--compare', '--seats', '2'])).code).toBe(2);
    expect((await runCli([picnic, '--compare', '--method', 'borda'])).stderr).toMatch(/^Give --method or --compare, not both/);
  });
});
