import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './support/run-cli';

// `pnpm tabulate FILE --verify FP [--winners "A,B"]` on a published ballot list (docs/counting.md, "The
// ballot list and its fingerprint"). The expected fingerprints are computed here from the definition, not
// with the command's own code; supabase/tests/voter-lists.test.ts checks the same against Postgres.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabulate-verify-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Ballot = [tracker: string, ...names: string[]];
const BALLOTS: Ballot[] = [
  ['K7QM2XPA', 'Ana', 'Ben'],
  ['B3HJ9RTE', 'Ben', 'Ana', 'Cleo'],
  ['Z2Z2Z2Z2', 'Cleo'],
  ['M4NPQRST', 'Ana', 'Cleo'],
  ['A2B3C4D5', 'Ana'],
];

function definition(ballots: Ballot[]): string {
  const lines = ballots.map(([tracker, ...names]) => `${tracker}\t${names.join('\t')}`).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return createHash('sha256').update(['runoff ballot list 1', ...lines].map((line) => `${line}\n`).join('')).digest('hex');
}

function listFile(name: string, ballots: Ballot[]): string {
  const width = Math.max(...ballots.map((ballot) => ballot.length - 1));
  const header = ['ballot_id', 'tracker', ...Array.from({ length: width }, (_, i) => `rank${i + 1}`)].join(',');
  const rows = ballots.map(([tracker, ...names], i) => [String(i + 1), tracker, ...names, ...Array(width - names.length).fill('')].join(','));
  const file = path.join(dir, name);
  fs.writeFileSync(file, [header, ...rows].join('\r\n') + '\r\n');
  return file;
}

describe('pnpm tabulate --verify', () => {
  const fingerprint = definition(BALLOTS);

  it('exits 0 when the fingerprint and the winners agree, whatever the order of the rows', async () => {
    for (const [name, ballots] of [['list.csv', BALLOTS], ['reversed.csv', [...BALLOTS].reverse()]] as const) {
      const run = await runCli([listFile(name, [...ballots]), '--verify', fingerprint.toUpperCase(), '--winners', 'Ana']);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Fingerprint matches: ${fingerprint}`);
      expect(run.stdout).toContain('Count matches: elects Ana');
    }
  });

  it('exits 3 and names the fingerprint when one ballot differs (its ranking or its tracker)', async () => {
    const changed: Ballot[] = BALLOTS.map((ballot, i) => (i === 1 ? ['B3HJ9RTE', 'Ben', 'Cleo', 'Ana'] : ballot));
    const run = await runCli([listFile('changed.csv', changed), '--verify', fingerprint, '--winners', 'Ana']);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain(`Fingerprint differs: the file gives ${definition(changed)}, the published one is ${fingerprint}`);
    expect(run.stdout).toContain('Count matches: elects Ana');
    const retracked: Ballot[] = BALLOTS.map((ballot, i) => (i === 0 ? ['K7QM2XPB', 'Ana', 'Ben'] : ballot));
    expect((await runCli([listFile('retracked.csv', retracked), '--verify', fingerprint])).code).toBe(3);
  });

  it('exits 3 and names the count when the published winners are not what the file elects', async () => {
    const run = await runCli([listFile('list.csv', BALLOTS), '--verify', fingerprint, '--winners', 'Ben']);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain(`Fingerprint matches: ${fingerprint}`);
    expect(run.stdout).toContain('Count differs: the file elects Ana, the published result Ben');
  });

  it('checks several seats, and gives the verification in the JSON report', async () => {
    const six: Ballot[] = [...BALLOTS, ['C5D6E7F8', 'Cleo', 'Ben']];
    const run = await runCli([listFile('six.csv', six), '--seats', '2', '--verify', definition(six), '--winners', 'Cleo,Ana', '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { verification: { fingerprint: { matches: boolean }; count: { matches: boolean; actual: string[] } } };
    expect(report.verification.fingerprint.matches).toBe(true);
    expect(report.verification.count).toMatchObject({ matches: true });
  });

  it('reads an untracked list (no tracker column) with an empty tracker in each line', async () => {
    const file = path.join(dir, 'untracked.csv');
    fs.writeFileSync(file, 'ballot_id,rank1,rank2\n1,Ana,Ben\n2,Ben,\n');
    const expected = definition([['', 'Ana', 'Ben'], ['', 'Ben']]);
    expect((await runCli([file, '--verify', expected])).code).toBe(0);
  });

  it('refuses a fingerprint that is not 64 hexadecimal digits, --winners alone and other formats (exit 2)', async () => {
    const file = listFile('list.csv', BALLOTS);
    expect(await runCli([file, '--verify', 'abc'])).toMatchObject({ code: 2, stderr: expect.stringContaining('64 hexadecimal digits') });
    expect(await runCli([file, '--winners', 'Ana'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--winners is compared by --verify') });
    expect(await runCli([file, '--verify', fingerprint, '--method', 'schulze'])).toMatchObject({ code: 2 });
    expect(await runCli([file, '--verify', fingerprint, '--format', 'blt'])).toMatchObject({ code: 2 });
  });
});
