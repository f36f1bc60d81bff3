import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { axeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { say, type Locale } from './support/messages';
import { phoneProblems, phoneShot } from './support/phone';
import { anonymousVisitor, rpc, signIn, type ApiPoll } from './support/poll-api';
import { joinInDialog, otherBrowser, voteWithTopChoice } from './support/polls';
import { decodeQr } from './support/qr';

/**
 * Issue 27 from end to end, the organiser's screens (mf-polls): a 3-seat election on a voter list. The
 * host creates it in the form ("Voters on a list", trackers on by default), adds addresses by paste (a
 * bad line reported by line), issues 20 printed codes and downloads them once, as a CSV and as a
 * printable page of 20 cards whose QR codes carry the code links; 20 voters vote with those codes (card 1
 * through its link in a browser); the
 * voter list shows turnout; the host ends voting, publishes, and the audit trail says all of it.
 */
const options = ['Ana', 'Ben', 'Cleo', 'Dev'];
// Every option ranked (the poll's default); cycled over the 20 voters.
const rankings = [
  ['Ana', 'Ben', 'Cleo', 'Dev'],
  ['Ben', 'Ana', 'Dev', 'Cleo'],
  ['Cleo', 'Dev', 'Ana', 'Ben'],
  ['Dev', 'Cleo', 'Ben', 'Ana'],
  ['Ana', 'Cleo', 'Ben', 'Dev'],
];

interface CsvCard {
  card: number;
  code: string;
  link: string;
}

function readCodesCsv(text: string): CsvCard[] {
  const [header, ...rows] = text.replace(/^\uFEFF/, '').trim().split(/\r\n/);
  expect(header).toBe('card,code,link');
  return rows.map((row) => {
    const [card, code, link] = row.split(',');
    return { card: Number(card), code: code!, link: link! };
  });
}

async function createListPoll(host: Page): Promise<string> {
  await host.goto(`${shellUrl}/polls/create`);
  await host.getByLabel('Title').fill('Student council');
  await host.getByLabel('Category').fill('Council');
  for (let index = 2; index < options.length; index += 1) await host.getByRole('button', { name: 'Add Option' }).click();
  for (const [index, text] of options.entries()) await host.getByLabel(`Option ${index + 1}`, { exact: true }).fill(text);
  await host.getByLabel('Number of winners').fill('3');
  // The spec's default stays: anyone with the link, no trackers, until the host chooses a list.
  expect(await host.getByLabel('Anyone with the link').isChecked()).toBe(true);
  const trackers = host.getByLabel('Give each voter a ballot tracker');
  expect(await trackers.isChecked()).toBe(false);
  await host.getByLabel('Voters on a list').check();
  expect(await trackers.isChecked()).toBe(true);
  await host.getByRole('button', { name: 'Create Poll' }).click();
  await host.waitForURL(/\/polls\/[0-9a-f-]{36}$/);
  return new URL(host.url()).pathname.split('/').pop()!;
}

describe('an election on a voter list, organised in the app', () => {
  useServedApps();
  const session = useBrowser();

  it('runs from the create form through 20 printed codes to published ballots', { timeout: 420_000 }, async () => {
    const host = session.page;
    const account = await registerAccount('council');
    await logIn(host, account);
    const pollId = await createListPoll(host);

    const voters = host.getByRole('region', { name: 'Voters' });
    await voters.waitFor();
    expect(await voters.locator('dl').textContent()).toBe('Who may voteVoters on a listBallot trackersOn: each voter gets a tracker');
    await host.getByRole('region', { name: 'Audit trail' }).getByText('Poll created · who may vote: Voters on a list · ballot trackers on').waitFor();
    expect(await axeViolations(host)).toEqual([]);
    await voters.getByRole('link', { name: 'Voter list and codes' }).click();
    await host.waitForURL(`${shellUrl}/polls/${pollId}/voters`);
    await host.getByRole('heading', { level: 1, name: 'Voter list' }).waitFor();
    expect(await axeViolations(host)).toEqual([]);

    // Addresses: one good, one not an address (reported by its line), one repeat.
    await host.getByLabel('Addresses, one a line').fill('Late.Voter@example.org\nnot-an-address\n late.voter@EXAMPLE.org ');
    await host.getByRole('button', { name: 'Add addresses' }).click();
    await host.getByText('1 address added').waitFor();
    await host.getByText('Line 2: not-an-address is not an e-mail address').waitFor();
    await host.getByText('Line 3: late.voter@EXAMPLE.org repeats line 1').waitFor();

    // 20 printed codes, shown once: a CSV and a printable page of 20 cards.
    await host.getByLabel('How many codes').fill('20');
    await host.getByRole('button', { name: 'Issue codes' }).click();
    const issued = host.getByRole('region', { name: '20 new codes' });
    await issued.waitFor();
    const sheet = issued.getByRole('list', { name: 'Code cards' });
    await expect.poll(() => sheet.locator('svg').count()).toBe(20);
    expect(await axeViolations(host)).toEqual([]);
    expect(await issued.getByRole('button', { name: 'Done: hide the codes' }).isDisabled()).toBe(true);

    // Print cards: the print stylesheet leaves out everything but the cards.
    await host.emulateMedia({ media: 'print' });
    const shown = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => getComputedStyle(element).display !== 'none');
    expect(await shown(host.locator('header').first())).toBe(false);
    // CSS locators: what is left out is out of the accessibility tree too.
    expect(await shown(host.locator('h1', { hasText: 'Voter list' }))).toBe(false);
    expect(await shown(host.locator('section[aria-labelledby="turnout-heading"]'))).toBe(false);
    expect(await shown(sheet)).toBe(true);
    expect(await sheet.getByRole('listitem').count()).toBe(20);
    await phoneShot(host, 'election-print');
    await host.emulateMedia({ media: 'screen' });
    expect(await shown(host.locator('header').first())).toBe(true);

    const [csvDownload] = await Promise.all([host.waitForEvent('download'), issued.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csvDownload.suggestedFilename()).toBe(`voting-codes-${pollId}-1-20.csv`);
    const cards = readCodesCsv(fs.readFileSync((await csvDownload.path())!, 'utf8'));
    expect(cards.map((card) => card.card)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const card of cards) {
      expect(card.code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/);
      expect(card.link).toBe(`${shellUrl}/polls/${pollId}/vote?code=${card.code.replace(/-/g, '')}`);
    }
    expect(new Set(cards.map((card) => card.code)).size).toBe(20);

    const [pageDownload] = await Promise.all([host.waitForEvent('download'), issued.getByRole('button', { name: 'Download printable page' }).click()]);
    expect(pageDownload.suggestedFilename()).toBe(`voting-codes-${pollId}-1-20.html`);
    const printable = await session.context.newPage();
    await printable.setContent(fs.readFileSync((await pageDownload.path())!, 'utf8'));
    expect(await printable.title()).toBe('Voting codes: Student council');
    const printedCards = printable.locator('[data-card]');
    expect(await printedCards.count()).toBe(20);
    expect(await printable.locator('[data-card] svg').count()).toBe(20);
    for (const index of [0, 7, 19]) {
      const card = printedCards.nth(index);
      expect(await card.locator('[data-card-code]').textContent()).toBe(cards[index]!.code);
      expect(await decodeQr(card.locator('svg'))).toBe(cards[index]!.link);
    }
    await printable.close();
    await issued.getByRole('button', { name: 'Done: hide the codes' }).click();
    await issued.waitFor({ state: 'detached' });
    // Shown once: a reload has the cards' numbers, never their codes.
    await host.reload();
    await host.getByText('0 of 21 on the list have voted').waitFor();
    expect(await host.content()).not.toContain(cards[0]!.code);

    // Card 1 is used as printed: its QR code's link, opened in a phone's browser of its own.
    const cardVoter = await otherBrowser(session.context.browser()!);
    try {
      await cardVoter.page.goto(cards[0]!.link);
      await cardVoter.page.getByRole('dialog', { name: 'Join Poll' }).getByText('Your voting code is accepted.').waitFor();
      await joinInDialog(cardVoter.page, 'Voter 1');

      // Cards 2 to 20 go through the same API the join page calls: redeem the code, join, vote (20 browsers
      // would only repeat card 1's path; e2e/src/voting-codes.test.ts covers the join page's refusals).
      const hostToken = await signIn(account);
      const poll = await rpc<ApiPoll>(hostToken, 'get_poll', { poll_id: pollId });
      const idOf = (text: string) => poll.options.find((option) => option.text === text)!.id;
      const people = await Promise.all(cards.slice(1).map(() => anonymousVisitor()));
      for (const [index, person] of people.entries()) {
        expect(await rpc(person, 'redeem_voting_code', { poll_id: pollId, code: cards[index + 1]!.code })).toMatchObject({ redeemed: true });
        await rpc(person, 'join_poll', { poll_id: pollId, name: `Voter ${index + 2}` });
      }
      await rpc(hostToken, 'update_poll_status', { poll_id: pollId, status: 'voting' });
      await voteWithTopChoice(cardVoter.page, 'Ana');
      await cardVoter.page.getByRole('region', { name: 'Your ballot tracker' }).waitFor();
      for (const [index, person] of people.entries()) {
        const answer = await rpc<{ tracker?: string }>(person, 'submit_vote', { poll_id: pollId, ranking: rankings[index % rankings.length]!.map(idOf) });
        expect(answer.tracker).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-?[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/);
      }
    } finally {
      await cardVoter.context.close();
    }
    const hostToken = await signIn(account);

    // Turnout: which entries voted, never how.
    await host.reload();
    await host.getByText('20 of 21 on the list have voted').waitFor();
    const entries = host.getByRole('list', { name: 'Entries on the list' });
    expect(await entries.getByText('Voted', { exact: true }).count()).toBe(20);
    expect(await entries.getByRole('listitem').first().textContent()).toContain('late.voter@example.org');

    // lead: close from the lobby's End Voting here too (the count animation's test drives that button).
    await rpc(hostToken, 'update_poll_status', { poll_id: pollId, status: 'completed' });
    // Published from the results panel (mf-results), to everyone.
    await host.goto(`${shellUrl}/polls/${pollId}`);
    await host.getByRole('tab', { name: 'Results' }).click();
    const publication = host.getByTestId('ballot-publication');
    await publication.getByRole('radio', { name: 'Everyone with the link' }).check();
    await publication.getByRole('button', { name: 'Publish ballots' }).click();
    await publication.getByText('The ballot list is published to everyone', { exact: false }).waitFor();
    const published = { fingerprint: (await host.getByTestId('ballot-fingerprint').getAttribute('data-fingerprint'))! };
    expect(published.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const list = await rpc<{ ballots: unknown[]; publishedFingerprint: string }>(await anonymousVisitor(), 'get_ballot_list', { poll_id: pollId });
    expect(list.ballots).toHaveLength(20);
    expect(list.publishedFingerprint).toBe(published.fingerprint);

    // The list cannot change now, and the audit trail has every step.
    await host.goto(`${shellUrl}/polls/${pollId}/voters`);
    await host.getByText('The voter list of a completed poll cannot change').waitFor();
    await host.goto(`${shellUrl}/polls/${pollId}`);
    const trail = host.getByRole('region', { name: 'Audit trail' });
    await trail.getByText(`Ballots published to everyone · fingerprint ${published.fingerprint}`).waitFor();
    expect(await trail.locator('li span').allTextContents()).toEqual([
      'Poll created · who may vote: Voters on a list · ballot trackers on',
      'Voter list changed: +1 / −0',
      '20 voting codes issued',
      'Voting opened',
      'Voting closed',
      `Ballots published to everyone · fingerprint ${published.fingerprint}`,
    ]);
    expect(await axeViolations(host)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });

  for (const locale of ['de', 'ar'] as Locale[]) {
    it(`fits the organiser's screens on a 360 × 740 phone in ${locale}`, { timeout: 240_000 }, async () => {
      const browser: Browser = session.context.browser()!;
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, locale: 'en-US' });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const t = (english: string, values?: Record<string, string | number>) => say(locale, english, values, { package: 'mf-polls' });
      try {
        const account = await registerAccount(`council-${locale}`);
        // Signed in in English (the sign-in form's labels), then the page in the reader's language.
        await logIn(page, account);
        await page.evaluate((chosen) => localStorage.setItem('runoff.locale', chosen), locale);
        await page.goto(`${shellUrl}/polls/create`);
        await page.getByLabel(t('Voters on a list')).check();
        await page.getByRole('group', { name: t('Ballot trackers') }).scrollIntoViewIfNeeded();
        expect(await phoneProblems(page, `${locale} create form`)).toEqual({});
        await phoneShot(page, `election-create-${locale}`);

        const hostToken = await signIn(account);
        const poll = await rpc<ApiPoll>(hostToken, 'create_poll', { title: 'Schülerrat 2026', options, seats: 3, voters: 'list' });
        await rpc(hostToken, 'add_voter_emails', { poll_id: poll.id, addresses: 'ana@example.org\nben@example.org' });
        await page.goto(`${shellUrl}/polls/${poll.id}`);
        const trail = page.getByRole('region', { name: t('Audit trail') });
        await trail.getByRole('listitem').nth(1).waitFor();
        await page.getByRole('region', { name: t('Voters') }).scrollIntoViewIfNeeded();
        expect(await phoneProblems(page, `${locale} detail`)).toEqual({});
        await phoneShot(page, `election-detail-${locale}`);
        expect(await axeViolations(page)).toEqual([]);
        await trail.scrollIntoViewIfNeeded();
        await phoneShot(page, `election-audit-${locale}`);

        await page.goto(`${shellUrl}/polls/${poll.id}/voters`);
        await page.getByLabel(t('Addresses, one a line')).fill('cleo@example.org\nkein-eintrag');
        await page.getByRole('button', { name: t('Add addresses') }).click();
        await page.getByText(t('{count, plural, =0 {No addresses added} one {# address added} other {# addresses added}}', { count: 1 })).waitFor();
        await page.getByLabel(t('How many codes')).fill('3');
        await page.getByRole('button', { name: t('Issue codes') }).click();
        await page.getByRole('list', { name: t('Code cards') }).locator('svg').nth(2).waitFor();
        expect(await phoneProblems(page, `${locale} voter list`)).toEqual({});
        await phoneShot(page, `election-voters-${locale}`);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('list', { name: t('Code cards') }).getByRole('listitem').first().scrollIntoViewIfNeeded();
        await phoneShot(page, `election-cards-${locale}`);
        await page.getByRole('region', { name: t('Turnout') }).scrollIntoViewIfNeeded();
        await phoneShot(page, `election-turnout-${locale}`);
      } finally {
        await context.close();
      }
    });
  }
});
