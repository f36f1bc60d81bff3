import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { root } from '@runoff/harness/apps';
import { logIn, registerAccount, type Account } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { axeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { say, type Locale } from './support/messages';
import { phoneProblems, phoneShot } from './support/phone';
import { anonymousVisitor, rpc, signIn, type ApiPoll } from './support/poll-api';

/**
 * Issue 27, the results side: a 3-seat list poll with trackers, set up through the API as the apps call it
 * (codes issued, redeemed and voted with by 8 anonymous voters). The host publishes the ballots on the
 * results; the fingerprint the panel shows is the one `pnpm tabulate --verify` accepts for the downloaded
 * list; a voter on a 390 × 844 phone finds their ballot by tracker and reads its path; an unknown tracker is
 * said to be absent. The new screens are also looked at on a 360 × 740 phone in German and Arabic.
 */
const options = ['Ana', 'Ben', 'Cleo', 'Dev'];
// Quota floor(8 / 4) + 1 = 3. Ana has 4 and is elected; her surplus of 1 passes on at 0.25 (ballots 1 and 3
// to Ben, 2 and 4 to Cleo): Ben 2.5, Cleo 1.5, Dev 1. Dev is eliminated and ballot 7 moves on to Cleo.
const rankings = [
  ['Ana', 'Ben', 'Cleo', 'Dev'],
  ['Ana', 'Cleo', 'Ben', 'Dev'],
  ['Ana', 'Ben', 'Dev', 'Cleo'],
  ['Ana', 'Cleo', 'Dev', 'Ben'],
  ['Ben', 'Ana', 'Cleo', 'Dev'],
  ['Cleo', 'Ben', 'Ana', 'Dev'],
  ['Dev', 'Cleo', 'Ben', 'Ana'],
  ['Ben', 'Dev', 'Cleo', 'Ana'],
];

interface Election {
  pollId: string;
  trackers: string[];
}

/** The list poll, its 8 codes redeemed and voted with, then closed: all through the SQL API. */
async function completedElection(host: string): Promise<Election> {
  const poll = await rpc<ApiPoll & { trackers: boolean; voters: string }>(host, 'create_poll', {
    title: 'Student council',
    options,
    seats: 3,
    voters: 'list',
    shuffle_ballots: false,
  });
  expect(poll).toMatchObject({ voters: 'list', trackers: true });
  const { codes } = await rpc<{ codes: { code: string }[] }>(host, 'issue_voting_codes', { poll_id: poll.id, count: rankings.length });
  const voters: string[] = [];
  for (const { code } of codes) {
    const voter = await anonymousVisitor();
    await rpc(voter, 'redeem_voting_code', { poll_id: poll.id, code });
    await rpc(voter, 'join_poll', { poll_id: poll.id });
    voters.push(voter);
  }
  await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'voting' });
  const idOf = (text: string) => poll.options.find((option) => option.text === text)!.id;
  const trackers: string[] = [];
  for (const [i, voter] of voters.entries()) {
    trackers.push((await rpc<{ tracker: string }>(voter, 'submit_vote', { poll_id: poll.id, ranking: rankings[i]!.map(idOf) })).tracker);
  }
  await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'completed' });
  return { pollId: poll.id, trackers };
}

async function openResults(page: Page, pollId: string, locale: Locale = 'en'): Promise<void> {
  await page.goto(`${shellUrl}/polls/${pollId}`);
  await page.getByRole('tab', { name: say(locale, 'Results', {}, { package: 'mf-polls', id: 'detail.resultsTab' }) }).click();
  await page.getByTestId('ballot-publication').waitFor();
}

const results = (locale: Locale, english: string) => say(locale, english, {}, { package: 'mf-results' });

async function phone(browser: Browser, width: number, height: number, locale = 'en-US') {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, locale });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return { context, page };
}

describe('publishing the ballots and Check my ballot', () => {
  useServedApps();
  const session = useBrowser();
  let account: Account;
  let election: Election;

  it('the host publishes; the panel’s fingerprint is the one tabulate --verify accepts; a voter on a phone checks their tracker', { timeout: 420_000 }, async () => {
    account = await registerAccount('publish');
    election = await completedElection(await signIn(account));
    const { pollId, trackers } = election;

    const host = session.page;
    await logIn(host, account);
    await openResults(host, pollId);
    const publication = host.getByTestId('ballot-publication');
    expect(await host.getByTestId('ballot-fingerprint').count()).toBe(0);
    await publication.getByRole('radio', { name: 'Everyone with the link' }).check();
    await publication.getByRole('button', { name: 'Publish ballots' }).click();
    await publication.getByText('The ballot list is published to everyone', { exact: false }).waitFor();
    const fingerprint = (await host.getByTestId('ballot-fingerprint').getAttribute('data-fingerprint'))!;
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    // Shown in groups of 8, with the recount command.
    const shown = (await host.getByTestId('ballot-fingerprint').textContent())!;
    expect(shown).toContain(fingerprint.slice(0, 8));
    expect(shown).toContain('pnpm tabulate ballots.csv --seats 3 --verify <fingerprint>');
    const rows = publication.getByRole('list', { name: 'Ballot list: tracker and ranking' }).getByRole('listitem');
    await rows.first().waitFor();
    expect(await publication.getByText('The stored ballots still give the published fingerprint.').count()).toBe(1);
    expect(await rows.count()).toBe(rankings.length);
    expect(await axeViolations(host, '[data-testid="ballot-publication"]')).toEqual([]);

    // The downloaded list, recounted offline: the fingerprint matches.
    const [download] = await Promise.all([host.waitForEvent('download'), publication.getByRole('button', { name: 'Download ballot list' }).click()]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-ballot-list-'));
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const csv = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe('ballot_id,tracker,rank1,rank2,rank3,rank4');
    expect(csv.split('\r\n').slice(1, -1).map((line) => line.split(',')[1]).sort()).toEqual([...trackers].sort());
    const verify = (print: string) =>
      spawnSync('pnpm', ['--silent', 'tabulate', file, '--seats', '3', '--verify', print], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    const verified = verify(fingerprint);
    expect(verified.status, verified.stderr).toBe(0);
    expect(verified.stdout).toContain(`Fingerprint matches: ${fingerprint}`);
    // And it can fail: another fingerprint is refused.
    expect(verify('0'.repeat(64)).status).toBe(3);

    // The report carries the fingerprint, and for the host the audit trail with the publication.
    const [report] = await Promise.all([host.waitForEvent('download'), host.getByRole('button', { name: 'Export Report' }).click()]);
    const reportFile = path.join(dir, 'report.csv');
    await report.saveAs(reportFile);
    const reportText = fs.readFileSync(reportFile, 'utf8');
    expect(reportText).toContain(`Ballot list fingerprint (SHA-256),${fingerprint}`);
    expect(reportText).toContain('Audit trail');
    expect(reportText).toMatch(/,Ballots published,audience: everyone; fingerprint: [0-9a-f]{64}/);

    // The presenter's results show the same fingerprint to the room.
    await host.goto(`${shellUrl}/polls/${pollId}/present`);
    const presented = host.getByTestId('ballot-fingerprint');
    await presented.waitFor();
    expect(await presented.getAttribute('data-fingerprint')).toBe(fingerprint);

    // A voter on a 390 × 844 phone, not signed in, follows Check my ballot with their tracker.
    const voter = await phone(session.context.browser()!, 390, 844);
    try {
      const page = voter.page;
      await page.goto(`${shellUrl}/polls/${pollId}/check`);
      await page.getByRole('heading', { level: 1, name: 'Check my ballot' }).waitFor();
      const mine = trackers[6]!;
      await page.getByLabel('Your ballot tracker').fill(`${mine.slice(0, 4).toLowerCase()}-${mine.slice(4)}`);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      const ballot = page.getByTestId('checked-ballot');
      await ballot.waitFor();
      expect(await ballot.textContent()).toContain('Ranking: Dev > Cleo > Ben > Ana');
      const path = await ballot.getByRole('list', { name: 'The ballot, round by round' }).getByRole('listitem').allTextContents();
      expect(path[0]).toBe('Round 1: counted for Dev.');
      expect(path).toContain('Round 3: moved to Cleo when Dev was eliminated.');
      expect(await page.getByTestId('ballot-fingerprint').getAttribute('data-fingerprint')).toBe(fingerprint);
      expect(await axeViolations(page)).toEqual([]);
      expect(await phoneProblems(page, 'check page 390')).toEqual({});

      // A tracker that is not in the list is said to be absent.
      await page.getByLabel('Your ballot tracker').fill('ZZZZ-2222');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await page.getByText("No ballot with the tracker ZZZZ-2222 is in this poll's published ballot list.").waitFor();
      expect(await page.getByTestId('checked-ballot').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await voter.context.close();
    }
    expect(session.pageErrors).toEqual([]);
  });

  for (const locale of ['de', 'ar'] as Locale[]) {
    it(`shows publication and Check my ballot on a 360 × 740 phone in ${locale}`, { timeout: 240_000 }, async () => {
      expect(election, 'the first test publishes the list').toBeDefined();
      const browser = session.context.browser()!;
      const host = await phone(browser, 360, 740);
      const voter = await phone(browser, 360, 740, locale === 'de' ? 'de-DE' : 'ar-EG');
      try {
        await logIn(host.page, account);
        await host.page.evaluate((chosen) => localStorage.setItem('runoff.locale', chosen), locale);
        // Before publication: the host's choice of audience.
        const unpublished = await completedElection(await signIn(account));
        await openResults(host.page, unpublished.pollId, locale);
        const form = host.page.getByTestId('ballot-publication');
        await form.getByRole('button', { name: results(locale, 'Publish ballots') }).scrollIntoViewIfNeeded();
        await phoneShot(host.page, `publish-form-${locale}`);
        expect(await axeViolations(host.page, '[data-testid="ballot-publication"]')).toEqual([]);

        await openResults(host.page, election.pollId, locale);
        const publication = host.page.getByTestId('ballot-publication');
        await publication.getByRole('list').first().waitFor();
        await host.page.getByTestId('ballot-fingerprint').scrollIntoViewIfNeeded();
        await phoneShot(host.page, `ballot-fingerprint-${locale}`);
        await publication.scrollIntoViewIfNeeded();
        await phoneShot(host.page, `ballot-publication-${locale}`);
        expect(await axeViolations(host.page, '[data-testid="ballot-publication"]')).toEqual([]);

        const page = voter.page;
        await page.goto(`${shellUrl}/polls/${election.pollId}/check`);
        await page.getByRole('heading', { level: 1, name: results(locale, 'Check my ballot') }).waitFor();
        await page.getByLabel(results(locale, 'Your ballot tracker')).fill(election.trackers[6]!);
        await page.getByRole('button', { name: results(locale, 'Check'), exact: true }).click();
        await page.getByTestId('checked-ballot').waitFor();
        await page.getByTestId('checked-ballot').scrollIntoViewIfNeeded();
        await phoneShot(page, `check-ballot-${locale}`);
        expect(await phoneProblems(page, `check page ${locale}`)).toEqual({});
        expect(await axeViolations(page)).toEqual([]);
        await page.getByLabel(results(locale, 'Your ballot tracker')).fill('ZZZZ-2222');
        await page.getByRole('button', { name: results(locale, 'Check'), exact: true }).click();
        await page.getByRole('alert').waitFor();
        await phoneShot(page, `check-ballot-absent-${locale}`);
      } finally {
        await host.context.close();
        await voter.context.close();
      }
    });
  }
});
