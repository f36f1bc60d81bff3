import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../src/report';
import { runCli } from './support/run-cli';

/** RCTab's multi-winner test cases, converted (tests/fixtures/rctab/README.md says how and which are left out). */
const fixtures = path.join(import.meta.dirname, 'fixtures', 'rctab');
const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'tabulate-rctab-'));
afterAll(() => fs.rmSync(unpacked, { recursive: true, force: true }));

interface Expected {
  ballots: string;
  options: string;
  seats: number;
  flags: string[];
  rounds: Array<{
    round: number;
    threshold: string;
    tally: Record<string, string>;
    elected: string[];
    eliminated: string[];
    inactive: Record<string, string>;
    finalRoundSurplus: string;
    residualSurplus: Record<string, string>;
  }>;
}

/** The ballot file as `pnpm tabulate` reads it: a .gz fixture is unpacked first. */
function ballotFile(name: string): string {
  if (!name.endsWith('.gz')) return path.join(fixtures, name);
  const file = path.join(unpacked, name.replace(/\.gz$/, ''));
  if (!fs.existsSync(file)) fs.writeFileSync(file, gunzipSync(fs.readFileSync(path.join(fixtures, name))));
  return file;
}

const sum = (values: Record<string, string>) => Object.values(values).reduce((total, v) => total + Number(v), 0);
const places = (value: number | string) => Number(value).toFixed(4);

const cases = fs.readdirSync(fixtures).filter((file) => file.endsWith('.expected.json'));

describe("RCTab's multi-winner test cases through pnpm tabulate --seats N --options-file FILE", () => {
  it('has the cases the issue names', () => {
    expect(cases).toEqual(expect.arrayContaining(['2013_minneapolis_park.expected.json', 'test_set_multi_winner_fractional_threshold.expected.json', 'test_set_allow_only_one_winner_per_round.expected.json']));
  });

  // Each case runs the command in its own process; the cases run side by side.
  it.concurrent.for(cases)('%s: RCTab’s winners and every round’s tallies to 4 decimal places', async (file, { expect }) => {
    const expected = JSON.parse(fs.readFileSync(path.join(fixtures, file), 'utf8')) as Expected;
    const args = [ballotFile(expected.ballots), '--json', '--seats', String(expected.seats), '--options-file', path.join(fixtures, expected.options), ...expected.flags];
    const { code, stdout, stderr } = await runCli(args);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as Report;

    expect(report.rounds).toHaveLength(expected.rounds.length);
    // RCTab lists a round's winners alphabetically; Runoff by votes. The order of rounds is the same.
    expect(report.winners.map((winner) => winner.name)).toEqual(report.rounds.flatMap((round) => round.winners));
    // Ballots ranking no one are inactive from round 1 in RCTab and not counted in Runoff.
    const neverCounted = sum(expected.rounds[0]!.inactive);
    for (const [index, want] of expected.rounds.entries()) {
      const round = report.rounds[index]!;
      const where = `round ${want.round}`;
      expect(Object.fromEntries(Object.entries(round.counts).map(([name, votes]) => [name, places(votes)])), where).toEqual(
        Object.fromEntries(Object.entries(want.tally).map(([name, votes]) => [name, places(votes)])),
      );
      expect([...round.winners].sort(), where).toEqual(want.elected);
      expect(round.eliminated, where).toEqual(want.eliminated);
      expect(places(round.quota), where).toBe(places(want.threshold));
      expect(places(round.exhausted), where).toBe(places(sum(want.inactive) - neverCounted));
      expect(places(round.finalSurplus), where).toBe(places(want.finalRoundSurplus));
      // RCTab reports each winner's residual surplus with the round that elected it.
      const residuals = Object.fromEntries(round.transfers.filter((t) => t.residual > 0).map((t) => [t.from, places(t.residual)]));
      expect(residuals, where).toEqual(Object.fromEntries(Object.entries(want.residualSurplus).map(([name, votes]) => [name, places(votes)])));
    }
  });
});
