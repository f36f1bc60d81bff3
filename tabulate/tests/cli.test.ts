import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../src/report';
import { runCli } from './support/run-cli';

const repo = path.resolve(import.meta.dirname, '..', '..');
const fixtures = path.join(repo, 'shared', 'counting', 'tests', 'fixtures');
// CI clones the repo with shared/ beside it; RUNOFF_REAL_ELECTIONS points elsewhere.
const realElections = process.env.RUNOFF_REAL_ELECTIONS ?? path.resolve(repo, '..', 'shared', 'data', 'real-elections');

interface Expected {
  totalVotes: number;
  quota: number;
  winner: string | null;
  tie: string[] | null;
  rounds: Array<{ round: number; counts: Record<string, number>; eliminated: string[]; winners: string[] }>;
}

async function expectReproduces(csv: string, expectedFile: string): Promise<void> {
  const expected = JSON.parse(fs.readFileSync(expectedFile, 'utf8')) as Expected;
  const { code, stdout, stderr } = await runCli([csv, '--json']);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  const report = JSON.parse(stdout) as Report;
  expect(report.totalVotes).toBe(expected.totalVotes);
  expect(report.quota).toBe(expected.quota);
  expect(report.winners.map((winner) => winner.name)).toEqual(expected.winner ? [expected.winner] : []);
  expect(report.tie).toEqual(expected.tie);
  expect(report.rounds.map(({ round, counts, eliminated, winners }) => ({ round, counts, eliminated, winners }))).toEqual(expected.rounds);
  for (const round of report.rounds) {
    expect(round.exhausted).toBe(report.totalVotes - Object.values(round.counts).reduce((sum, votes) => sum + votes, 0));
  }
}

describe('pnpm tabulate', () => {
  it('reproduces every round of Burlington 2009 (fixture copy) as the report export', async () => {
    await expectReproduces(path.join(fixtures, 'burlington-2009-mayor.csv'), path.join(fixtures, 'burlington-2009-mayor.expected.json'));
  });

  const elections = fs.existsSync(realElections) ? fs.readdirSync(realElections).filter((file) => file.endsWith('.csv')) : [];
  it.skipIf(elections.length === 0)(`reproduces every real election with an expected file in ${realElections}`, async () => {
    const checked = elections.filter((file) => fs.existsSync(path.join(realElections, file.replace(/\.csv$/, '.expected.json'))));
    expect(checked).toContain('burlington-2009-mayor.csv');
    for (const file of checked) await expectReproduces(path.join(realElections, file), path.join(realElections, file.replace(/\.csv$/, '.expected.json')));
  });

  it('prints the round-by-round table, and the continuing rule ends a round earlier', async () => {
    const csv = path.join(fixtures, 'burlington-2009-mayor.csv');
    const table = await runCli([csv]);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('8,980 ballots read, 8,976 counted; threshold: quota');
    expect(table.stdout).toMatch(/^Bob Kiss\s+2,585\s+2,599\s+2,605\s+2,981\s+4,313\s+6,180$/m);
    expect(table.stdout).toMatch(/^Kurt Wright\s+2,951\s+2,955\s+2,960\s+3,294\s+4,060$/m);
    expect(table.stdout).toContain('Round 6: Bob Kiss elected with 6,180 votes');
    expect(table.stdout).toContain('Winner: Bob Kiss');

    const continuing = await runCli([csv, '--threshold', 'continuing', '--json']);
    const report = JSON.parse(continuing.stdout) as Report;
    expect(report.rounds).toHaveLength(5);
    expect(report.rounds[4]).toMatchObject({ counts: { 'Bob Kiss': 4313, 'Kurt Wright': 4060 }, quota: 4187, winners: ['Bob Kiss'], exhausted: 603 });
  });

  it('breaks a tie for lowest by --options order (default: order of first appearance)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabulate-'));
    const csv = path.join(dir, 'ballots.csv');
    // Pizza 3, Sushi 1, Tacos 1: the tie for lowest eliminates the later of Sushi and Tacos.
    fs.writeFileSync(csv, 'ballot_id,rank1,rank2\r\n1,Pizza,\r\n2,Pizza,\r\n3,Pizza,\r\n4,Sushi,Tacos\r\n5,Tacos,Sushi\r\n6,Sushi,Tacos\r\n7,Tacos,Sushi\r\n');
    const byAppearance = JSON.parse((await runCli([csv, '--json'])).stdout) as Report;
    expect(byAppearance.rounds[0]).toMatchObject({ counts: { Pizza: 3, Sushi: 2, Tacos: 2 }, eliminated: ['Tacos'] });
    const given = JSON.parse((await runCli([csv, '--json', '--options', 'Tacos,Sushi,Pizza,Ramen'])).stdout) as Report;
    expect(given.rounds[0]).toMatchObject({ counts: { Tacos: 2, Sushi: 2, Pizza: 3, Ramen: 0 }, eliminated: ['Ramen'] });
    expect(given.rounds[1]).toMatchObject({ eliminated: ['Sushi'] });
    expect(given.winners).toEqual([{ name: 'Tacos', id: 'option_1' }]);
  });

  it('says which line of an unreadable file is wrong, and exits non-zero', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabulate-'));
    const csv = path.join(dir, 'broken.csv');
    fs.writeFileSync(csv, 'ballot_id,rank1,rank2\n1,Pizza,Sushi\n2,"Sushi,Pizza\n');
    const broken = await runCli(['broken.csv'], dir);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toBe('');
    expect(broken.stderr).toMatch(/^tabulate: broken\.csv: line 3: Quote Not Closed/);

    const unknown = await runCli(['broken.csv', '--options', 'Pizza'], dir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('tabulate: broken.csv: line 2: "Sushi" is not one of the options given with --options\n');

    const missing = await runCli(['nowhere.csv'], dir);
    expect(missing).toMatchObject({ code: 1, stderr: 'tabulate: nowhere.csv: no such file\n' });

    const usage = await runCli([csv, '--threshold', 'half']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--threshold is quota or continuing, not "half".');
  });
});
