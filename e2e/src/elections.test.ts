import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { root } from '@runoff/harness/apps';
import { logIn, registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { joinAsParticipant } from './support/polls';
import { roundsTable } from './support/results-table';

/**
 * Issue 21 from end to end: a host elects 3 of 4 options with partial rankings (at least 2) and fair
 * ballots; 7 people join in browsers of their own and vote, five ranking only their top 2. The count
 * animation shows the surplus flowing on; the results panel's winners, rounds, transfers and exhausted
 * ballots equal `pnpm tabulate --seats 3 --json` on the file Export Ballots gives.
 */
const options = ['Ada', 'Bo', 'Cy', 'Di'];
// Quota floor(7 / 4) + 1 = 2. Round 1: Ada 3 and Cy 2 are elected at once; Ada's surplus of 1 passes on at
// 0.3333 (ballot 1 to Bo, ballot 2 exhausted: Cy is elected, nothing after; ballot 3 to Bo), 0.0001 lost to
// truncation. Round 2: Bo 1.6666, Di 1: Di is eliminated, its ballot exhausted (Cy elected). Round 3: Bo,
// the only option left for the last seat, is elected.
const rankings = [
  ['Ada', 'Bo'],
  ['Ada', 'Cy'],
  ['Ada', 'Bo', 'Cy', 'Di'],
  ['Bo', 'Di'],
  ['Cy', 'Ada', 'Bo', 'Di'],
  ['Di', 'Cy'],
  ['Cy', 'Di'],
];

const display = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 4 });

interface TabulateReport {
  winners: { name: string }[];
  rounds: {
    round: number;
    counts: Record<string, number>;
    winners: string[];
    eliminated: string[];
    exhausted: number;
    transfers: {
      from: string;
      kind: 'surplus' | 'elimination';
      fraction: number;
      votes: number;
      to: Record<string, number>;
      exhausted: number;
      finalSurplus: number;
      residual: number;
    }[];
  }[];
}

/**
 * A transfer as the rounds table writes it (in @runoff/explain's English, docs/explanations.md), from
 * tabulate's report: the receivers in poll order, then exhausted, to nobody, lost to rounding.
 */
function transferText(transfer: TabulateReport['rounds'][number]['transfers'][number]): string {
  const votes = (n: number) => `${display(n)} ${display(n) === '1' ? 'vote' : 'votes'}`;
  const shares = options.filter((name) => (transfer.to[name] ?? 0) > 0).map((name) => `${display(transfer.to[name]!)} to ${name}`);
  if (transfer.exhausted > 0) shares.push(`${display(transfer.exhausted)} exhausted (no further choice)`);
  const list = (parts: string[]) => new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(parts);
  if (transfer.kind === 'elimination') {
    return transfer.votes > 0
      ? `The ballots of ${transfer.from} (${votes(transfer.votes)}) move to their next choice still in the count: ${list(shares)}.`
      : `${transfer.from} has no votes to pass on.`;
  }
  if (transfer.votes === 0) return `${transfer.from} has no votes above the quota to pass on.`;
  if (transfer.finalSurplus > 0) shares.push(`${display(transfer.finalSurplus)} to nobody, as every seat is filled (final surplus)`);
  if (transfer.residual > 0) shares.push(`${display(transfer.residual)} lost to rounding down (residual surplus)`);
  return `The surplus of ${transfer.from} (${votes(transfer.votes)} above the quota) passes on at ${display(transfer.fraction)} of each ballot's value: ${list(shares)}.`;
}

/** What the results panel shows: winners in order, each round's votes, transfers and exhausted ballots. */
async function panelCount(page: Page) {
  const rounds = await roundsTable(page);
  const shown = await page.evaluate((roundCount) => {
    const winners = [...document.querySelectorAll('[aria-label="Winners in order of election"] li')].map(
      (item) => item.querySelector('span')?.textContent ?? '',
    );
    const cell = (round: number, what: string) => document.querySelector(`[data-testid="round-${round}-${what}"]`);
    const rounds = Array.from({ length: roundCount }, (_, r) => r + 1);
    // Exact figures: from the tooltip where the page rounds them to 2 decimals (docs/count-animation.md).
    const exact = (element: Element | null | undefined) => (element as HTMLElement | null)?.title || element?.textContent || '';
    const transfers = rounds.map((round) => [...(cell(round, 'transfers')?.querySelectorAll('li') ?? [])].map((li) => exact(li)));
    const shownTransfers = rounds.map((round) => [...(cell(round, 'transfers')?.querySelectorAll('li') ?? [])].map((li) => li.textContent ?? ''));
    const exhausted = rounds.map((round) => Number((exact(cell(round, 'exhausted')) || 'NaN').replace(/,/g, '')));
    return { winners, transfers, shownTransfers, exhausted };
  }, rounds.length);
  return { ...shown, rounds };
}

/** The names in the Unranked area, top to bottom: the order this voter's ballot starts in. */
async function unrankedOrder(page: Page): Promise<string[]> {
  const area = page.getByRole('region', { name: 'Unranked' });
  await area.waitFor();
  return (await area.getByRole('button', { name: /^Rank / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map(
    (label) => label.replace(/^Rank /, ''),
  );
}

describe('an election: 3 seats, partial rankings, fair ballots', () => {
  useServedApps();
  const session = useBrowser();

  it('runs from creation to the animation and the results, which equal pnpm tabulate --seats 3 on the exported ballots', { timeout: 420_000 }, async () => {
    const host = session.page;
    const account = await registerAccount('elections');
    await logIn(host, account);

    // Create: 3 winners, "Voters may rank only their top choices" with a minimum of 2, fair ballots (default on).
    await host.goto(`${shellUrl}/polls/create`);
    await host.getByLabel('Title').fill('Board election');
    await host.getByLabel('Category').fill('Club');
    for (let index = 2; index < options.length; index += 1) await host.getByRole('button', { name: 'Add Option' }).click();
    for (const [index, text] of options.entries()) await host.getByLabel(`Option ${index + 1}`, { exact: true }).fill(text);
    await host.getByLabel('Number of winners').fill('3');
    expect(await host.getByLabel('Voters may rank only their top choices').isChecked()).toBe(false);
    await host.getByLabel('Voters may rank only their top choices').check();
    await host.getByLabel('Least number of options to rank').fill('2');
    expect(await host.getByLabel('Fair ballots').isChecked()).toBe(true);
    await host.getByRole('button', { name: 'Create Poll' }).click();
    await host.waitForURL(/\/polls\/[0-9a-f-]{36}$/);
    const pollId = new URL(host.url()).pathname.split('/').pop()!;

    // The detail page and the lobby say how the poll is counted.
    const election = host.getByRole('region', { name: 'Election' });
    await election.waitFor();
    expect(await election.textContent()).toContain('3 winners');
    expect(await election.textContent()).toContain('Rank at least 2 of 4 options');
    await host.getByRole('button', { name: 'Start Live Poll' }).click();
    await host.getByText('Elects 3 winners · Rank at least 2 of 4 options').waitFor();

    const browser: Browser = session.context.browser()!;
    const voters: { context: BrowserContext; page: Page }[] = [];
    try {
      for (const [index] of rankings.entries()) voters.push(await joinAsParticipant(browser, pollId, `Voter ${index + 1}`));
      await host.getByText(`Participants (${rankings.length})`).waitFor();
      await host.getByRole('button', { name: 'Start Voting' }).click();

      // Fair ballots: each voter's ballot starts in an order of its own, the same after a reload.
      const orders: string[][] = [];
      for (const voter of voters) orders.push(await unrankedOrder(voter.page));
      for (const order of orders) expect([...order].sort()).toEqual([...options].sort());
      expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(1);
      await voters[0]!.page.reload();
      expect(await unrankedOrder(voters[0]!.page)).toEqual(orders[0]);

      for (const [index, voter] of voters.entries()) {
        const page = voter.page;
        const ranking = rankings[index]!;
        await page.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
        if (index === 0) {
          // One choice is fewer than the poll's minimum: refused before anything is sent.
          await page.getByRole('button', { name: `Rank ${ranking[0]}` }).click();
          await page.getByRole('button', { name: 'Submit Vote' }).click();
          await page.getByText('Please rank at least 2 options').waitFor();
          await page.getByRole('button', { name: `Rank ${ranking[1]}` }).click();
        } else if (index === 1) {
          // The keyboard alone: focus a Rank button, press Enter; focus stays in the Unranked area.
          await page.getByRole('button', { name: `Rank ${ranking[0]}` }).focus();
          await page.keyboard.press('Enter');
          await page.getByRole('button', { name: `Rank ${ranking[1]}` }).focus();
          await page.keyboard.press('Space');
        } else {
          for (const name of ranking) await page.getByRole('button', { name: `Rank ${name}` }).click();
        }
        const shown = await page
          .getByRole('list', { name: 'Your ranking, first choice on top' })
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => item.querySelector('span + span')?.firstChild?.textContent ?? ''));
        expect(shown).toEqual(ranking);
        await page.getByRole('button', { name: 'Submit Vote' }).click();
        await page.getByText('Vote submitted successfully!').waitFor();
        await voter.context.close();
      }
    } finally {
      for (const voter of voters) await voter.context.close().catch(() => {});
    }

    // The host ends voting; the count animation opens on its own.
    await host.getByRole('button', { name: 'End Voting & Show Results' }).click();
    const animation = host.getByRole('dialog', { name: 'Vote Calculation Animation' });
    await animation.waitFor();
    await animation.getByRole('button', { name: 'Pause' }).click();
    const stepLine = animation.getByText(/^Step \d+ of \d+$/);
    const total = Number((await stepLine.textContent())!.match(/of (\d+)$/)![1]);
    // Back to the first frame, then one frame at a time with Next.
    const current = async () => Number((await stepLine.textContent())!.match(/^Step (\d+)/)![1]);
    while ((await current()) > 1) await animation.getByRole('button', { name: 'Previous' }).click();
    const narrations: string[] = [];
    const adaVotes: string[] = [];
    for (let step = 1; step <= total; step += 1) {
      await stepLine.filter({ hasText: `Step ${step} of ${total}` }).waitFor();
      narrations.push((await animation.locator('p', { hasText: /\S/ }).evaluateAll((ps) => ps.map((p) => p.textContent ?? ''))).join('\n'));
      adaVotes.push((await animation.getByRole('list', { name: 'Votes per option' }).getByRole('listitem').first().textContent()) ?? '');
      if (step < total) await animation.getByRole('button', { name: 'Next' }).click();
    }
    const all = narrations.join('\n');
    expect(all).toContain('Quota to win: 2 votes');
    // In the describer's words (@runoff/explain), as the panel says them.
    expect(all).toContain('Ada reaches the quota of 2 with 3 votes and is elected.');
    // Votes rounded to 2 decimals as people read them; the fraction exact, and 0.0001 not rounded away.
    expect(all).toContain("Round 2: The surplus of Ada (1 vote above the quota) passes on at 0.3333 of each ballot's value: 0.67 to Bo, 0.33 exhausted (no further choice), and 0.0001 lost to rounding down (residual surplus).");
    expect(all).toMatch(/Ada's surplus flows on at 0\.3333 of each ballot's value: [\d.]+ of 0\.67 votes passed on\./);
    expect(all).not.toMatch(/Counting first choices: \d+\.\d/);
    expect(all).toContain('Di eliminated');
    // Ada's bar: past the quota with 3 in round 1, then back to the quota as her surplus flows on.
    expect(adaVotes.some((text) => text.includes('3 votes'))).toBe(true);
    expect(adaVotes.at(-1)).toContain('2 votes');
    const finalBox = animation.getByRole('region', { name: 'Winners: 3 seats' });
    expect(await finalBox.getByRole('listitem').allTextContents()).toEqual(['Ada', 'Cy', 'Bo']);
    await animation.getByRole('button', { name: 'Close Animation' }).click();

    // The results panel, on the poll's Results tab, and the exported ballots recounted offline.
    await host.goto(`${shellUrl}/polls/${pollId}`);
    await host.getByRole('tab', { name: 'Results' }).click();
    await host.getByRole('button', { name: 'Export Report' }).waitFor();
    const shown = await panelCount(host);
    expect(shown.winners).toEqual(['Ada', 'Cy', 'Bo']);

    const [download] = await Promise.all([host.waitForEvent('download'), host.getByRole('button', { name: 'Export Ballots' }).click()]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-election-'));
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const optionsFile = path.join(dir, 'options.txt');
    fs.writeFileSync(optionsFile, options.join('\n') + '\n');
    const run = spawnSync('pnpm', ['--silent', 'tabulate', file, '--seats', '3', '--options-file', optionsFile, '--json'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as TabulateReport;

    expect(report.winners.map((winner) => winner.name)).toEqual(shown.winners);
    expect(report.rounds).toHaveLength(shown.rounds.length);
    for (const [i, round] of report.rounds.entries()) {
      // Options out of the count (eliminated) may appear in the report with 0 or not at all.
      const counted = Object.fromEntries(Object.entries(round.counts).filter(([name]) => name in shown.rounds[i]!));
      expect(counted).toEqual(shown.rounds[i]);
      expect(round.exhausted).toBe(shown.exhausted[i]);
      expect(round.transfers.map(transferText)).toEqual(shown.transfers[i]);
    }
    // What the count is, as worked out above: the panel and the recount both show it.
    expect(shown.rounds[0]).toEqual({ Ada: 3, Bo: 1, Cy: 2, Di: 1 });
    expect(shown.transfers[0]).toEqual([
      "The surplus of Ada (1 vote above the quota) passes on at 0.3333 of each ballot's value: 0.6666 to Bo, 0.3333 exhausted (no further choice), and 0.0001 lost to rounding down (residual surplus).",
      'Cy has no votes above the quota to pass on.',
    ]);
    expect(shown.shownTransfers[0]![0]).toBe(
      "The surplus of Ada (1 vote above the quota) passes on at 0.3333 of each ballot's value: 0.67 to Bo, 0.33 exhausted (no further choice), and 0.0001 lost to rounding down (residual surplus).",
    );
    expect(shown.rounds[1]).toEqual({ Ada: 2, Bo: 1.6666, Cy: 2, Di: 1 });
    expect(shown.exhausted.slice(0, 3)).toEqual([0, 0.3333, 1.3333]);

    // The presenter view names the seats and the winners in order of election.
    await host.goto(`${shellUrl}/polls/${pollId}/present`);
    await host.getByTestId('presenter-seats').filter({ hasText: 'Elects 3 winners' }).waitFor();
    const outcome = host.getByTestId('presenter-outcome');
    await outcome.getByText('3 winners').waitFor();
    expect(await outcome.getByRole('listitem').allTextContents()).toEqual(['Ada', 'Cy', 'Bo']);
    expect(session.pageErrors).toEqual([]);
  });
});
