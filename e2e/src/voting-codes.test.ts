import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, newAccount, registerAccount, type Account } from './support/accounts';
import { e2e, shellUrl, useServedApps } from './support/apps';
import { axeViolations, type AxeViolation } from './support/axe';
import { useBrowser } from './support/browser';
import { say, type Locale } from './support/messages';
import { phoneProblems, phoneShot } from './support/phone';
import { rpc, signIn, type ApiPoll } from './support/poll-api';
import { joinInDialog, otherBrowser, voteWithTopChoice } from './support/polls';

/**
 * Issue 27, the voter's side of a poll whose voters are on a list: a printed card's link (its QR code)
 * lets one person in and vote, the same code in a second browser is refused with a clear message, a
 * revoked code too; a voter on the e-mail list signs in with the code from the mail catcher and votes.
 * The poll, its codes and its list are made through the SQL API (the host's screens are tested apart).
 */
interface IssuedCode {
  id: string;
  number: number;
  code: string;
}

const browserLanguage: Record<Locale, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE', ar: 'ar-EG' };
const lobbyText = (locale: Locale, english: string, values?: Record<string, string | number>) => say(locale, english, values, { package: 'mf-lobby' });

async function listPoll(prefix: string, codes: number): Promise<{ host: string; hostAccount: Account; poll: ApiPoll; codes: IssuedCode[] }> {
  const hostAccount = await registerAccount(prefix);
  const host = await signIn(hostAccount);
  const poll = await rpc<ApiPoll>(host, 'create_poll', { title: 'Student council', options: ['Ana', 'Ben', 'Cleo'], voters: 'list', shuffle_ballots: false });
  const issued = codes > 0 ? (await rpc<{ codes: IssuedCode[] }>(host, 'issue_voting_codes', { poll_id: poll.id, count: codes })).codes : [];
  return { host, hostAccount, poll, codes: issued };
}

async function phone(browser: Browser, locale: Locale, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, hasTouch: true, locale: browserLanguage[locale] });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

function joinDialog(page: Page, locale: Locale = 'en') {
  return page.getByRole('dialog', { name: say(locale, 'Join Poll', undefined, { id: 'join.title' }) });
}

async function axe(page: Page, where: string, found: Record<string, AxeViolation[]>) {
  const violations = await axeViolations(page);
  if (violations.length > 0) found[where] = violations;
}

/** The code field's message, once shown. */
async function codeRefusal(page: Page, english: string, locale: Locale = 'en') {
  const dialog = joinDialog(page, locale);
  await dialog.getByText(lobbyText(locale, english)).waitFor();
  expect(await dialog.getByLabel(lobbyText(locale, 'Voting code')).getAttribute('aria-invalid')).toBe('true');
}

const USED = 'This voting code has already been used by someone else. Each code lets one person vote: if it is yours, ask the host for a new one.';
const REVOKED = 'This voting code was withdrawn by the host. Ask the host for a new one.';
const UNKNOWN = 'This voting code is not on this poll’s list. Check it and try again.';

describe('voting with a printed code or a listed e-mail address (issue 27)', () => {
  useServedApps();
  const session = useBrowser();

  it('a card’s link admits one phone, which votes; a second browser with that code and a revoked code are refused', { timeout: 240_000 }, async () => {
    const { host, hostAccount, poll, codes } = await listPoll('codes', 3);
    const [card, lost, typed] = codes as [IssuedCode, IssuedCode, IssuedCode];
    await rpc(host, 'revoke_voter_entries', { poll_id: poll.id, entry_ids: [lost.id] });
    await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'voting' });
    const browser = session.context.browser()!;
    const found: Record<string, AxeViolation[]> = {};

    // The card's QR code: the link with its code, here in small letters and without dashes (read either way).
    const voter = await phone(browser, 'en', { width: 390, height: 844 });
    const second = await otherBrowser(browser);
    const third = await otherBrowser(browser);
    try {
      await voter.page.goto(`${shellUrl}/polls/${poll.id}/vote?code=${card.code.replace(/-/g, '').toLowerCase()}`);
      const dialog = joinDialog(voter.page);
      await dialog.getByRole('status').getByText('Your voting code is accepted.').waitFor();
      // Taken out of the address bar (and so out of the history and of a screenshot) at once.
      expect(voter.page.url()).toBe(`${shellUrl}/polls/${poll.id}/vote`);
      expect(await dialog.getByLabel('Voting code').count()).toBe(0);
      await axe(voter.page, 'code accepted', found);
      await joinInDialog(voter.page, 'Voter One');
      await voter.page.getByTestId('lobby-voters').getByText('Who may vote: Voters on a list').waitFor();
      await voteWithTopChoice(voter.page, 'Ana');
      await voter.page.getByRole('region', { name: 'Your ballot tracker' }).waitFor();

      // The same card in another browser: another identity, refused by the database, said plainly.
      await second.page.goto(`${shellUrl}/polls/${poll.id}/vote?code=${card.code}`);
      await codeRefusal(second.page, USED);
      expect(second.page.url()).toBe(`${shellUrl}/polls/${poll.id}/vote`);
      await axe(second.page, 'code used', found);
      // Its joining goes no further: the Join button tries the same code again and meets the same answer.
      await joinDialog(second.page).getByLabel('Your Name').fill('Second');
      await joinDialog(second.page).getByRole('button', { name: 'Join Poll', exact: true }).click();
      await codeRefusal(second.page, USED);

      // A revoked card, then a mistyped code, then the right one typed by hand: in.
      await third.page.goto(`${shellUrl}/polls/${poll.id}/vote?code=${lost.code}`);
      await codeRefusal(third.page, REVOKED);
      await axe(third.page, 'code revoked', found);
      const thirdDialog = joinDialog(third.page);
      const wrong = `${typed.code.slice(0, -1)}${typed.code.endsWith('2') ? '3' : '2'}`;
      await thirdDialog.getByLabel('Voting code').fill(wrong);
      await thirdDialog.getByLabel('Your Name').fill('Voter Three');
      await thirdDialog.getByRole('button', { name: 'Join Poll', exact: true }).click();
      await codeRefusal(third.page, UNKNOWN);
      await thirdDialog.getByLabel('Voting code').fill(typed.code.toLowerCase());
      await thirdDialog.getByRole('button', { name: 'Join Poll', exact: true }).click();
      await voteWithTopChoice(third.page, 'Ana');

      // The presenter shows who may vote and the turnout the host reads: 2 of the 2 codes still listed.
      await logIn(session.page, hostAccount);
      await session.page.goto(`${shellUrl}/polls/${poll.id}/present`);
      await session.page.getByTestId('presenter-voters').getByText('Voters on a list · 2 of 2 voted').waitFor();
      await axe(session.page, 'presenter', found);
      const list = await rpc<{ listed: number; voted: number }>(host, 'get_voter_list', { poll_id: poll.id });
      expect({ listed: list.listed, voted: list.voted }).toEqual({ listed: 2, voted: 2 });
      expect(found).toEqual({});
      expect([...second.pageErrors, ...third.pageErrors]).toEqual([]);
    } finally {
      await Promise.all([voter.context.close(), second.context.close(), third.context.close()]);
    }
  });

  it('a voter on the e-mail list signs in with the mailed code, comes back and votes; an address not on it is asked for a code', { timeout: 240_000 }, async () => {
    const { host, poll } = await listPoll('mail-list', 0);
    const listed = newAccount('listed');
    const added = await rpc<{ added: number }>(host, 'add_voter_emails', { poll_id: poll.id, addresses: `  ${listed.email.toUpperCase()}  ` });
    expect(added.added).toBe(1);
    await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'voting' });
    const found: Record<string, AxeViolation[]> = {};
    const { context, page } = await phone(session.context.browser()!, 'en', { width: 390, height: 844 });
    try {
      await page.goto(`${shellUrl}/polls/${poll.id}/vote`);
      const dialog = joinDialog(page);
      await dialog.getByLabel('Voting code').waitFor();
      await axe(page, 'asking for a code', found);
      await dialog.getByRole('link', { name: 'Sign in with a code sent to your address' }).click();
      await page.waitForURL(`${shellUrl}/login?method=code`);
      const addressForm = page.getByRole('form', { name: 'Send a sign-in code' });
      await addressForm.getByLabel('Email address').fill(listed.email);
      await addressForm.getByRole('button', { name: 'Send me a code' }).click();
      const codeForm = page.getByRole('form', { name: 'Enter the code' });
      // The form says where the code went once the auth service has mailed it.
      await codeForm.getByRole('status').getByText(listed.email, { exact: false }).waitFor();
      await codeForm.getByLabel('Code from the email').fill(await codeFromMail(listed.email));
      await codeForm.getByRole('button', { name: 'Sign In' }).click();
      // Back on the join page, the proven address joins at once: no dialog, straight to the lobby.
      await page.waitForURL(`${shellUrl}/polls/${poll.id}/vote`);
      await voteWithTopChoice(page, 'Ana');
      expect(await joinDialog(page).count()).toBe(0);
      const list = await rpc<{ voted: number }>(host, 'get_voter_list', { poll_id: poll.id });
      expect(list.voted).toBe(1);

      // An account whose address is not on the list is told so, by its address, and offered both ways in.
      const stranger = await registerAccount('stranger');
      const other = await otherBrowser(session.context.browser()!);
      other.page.setDefaultTimeout(30_000);
      try {
        await logIn(other.page, stranger);
        await other.page.goto(`${shellUrl}/polls/${poll.id}/vote`);
        await joinDialog(other.page).getByRole('alert').getByText(`You are signed in as \u2068${stranger.email}\u2069`, { exact: false }).waitFor();
        await joinDialog(other.page).getByRole('button', { name: 'Sign out, then sign in with a code sent to your address' }).waitFor();
        await axe(other.page, 'account not on the list', found);
      } finally {
        await other.context.close();
      }
      expect(found).toEqual({});
    } finally {
      await context.close();
    }
  });

  for (const locale of ['de', 'ar'] as const) {
    it(`on a 360 × 740 phone in ${locale}: the accepted code, a used code and the lobby fit and are worded`, { timeout: 240_000 }, async () => {
      const { hostAccount, poll, codes } = await listPoll(`codes-${locale}`, 1);
      const [card] = codes as [IssuedCode];
      const browser = session.context.browser()!;
      const first = await phone(browser, locale, { width: 360, height: 740 });
      const second = await phone(browser, locale, { width: 360, height: 740 });
      try {
        await first.page.goto(`${shellUrl}/polls/${poll.id}/vote?code=${card.code}`);
        await joinDialog(first.page, locale).getByRole('status').getByText(lobbyText(locale, 'Your voting code is accepted.')).waitFor();
        const problems = await phoneProblems(first.page, 'code accepted');
        await phoneShot(first.page, `voting-code-accepted-${locale}`);
        await joinInDialog(first.page, 'Lina', locale);
        const voters = lobbyText(locale, 'Who may vote: {voters}', { voters: lobbyText(locale, 'Voters on a list') });
        await first.page.getByTestId('lobby-voters').getByText(voters).waitFor();
        Object.assign(problems, await phoneProblems(first.page, 'lobby'));
        await phoneShot(first.page, `voting-code-lobby-${locale}`);

        await second.page.goto(`${shellUrl}/polls/${poll.id}/vote?code=${card.code}`);
        await codeRefusal(second.page, USED, locale);
        Object.assign(problems, await phoneProblems(second.page, 'code used'));
        await phoneShot(second.page, `voting-code-used-${locale}`);
        expect(await second.page.locator('html').getAttribute('lang')).toBe(locale);
        expect(problems).toEqual({});
        expect(await axeViolations(second.page)).toEqual([]);

        // The host's presenter on a phone: who may vote and the turnout, 0 of 1.
        const presenter = await phone(browser, 'en', { width: 360, height: 740 });
        try {
          await logIn(presenter.page, hostAccount);
          await presenter.page.evaluate((locale) => localStorage.setItem('runoff.locale', locale), locale);
          await presenter.page.goto(`${shellUrl}/polls/${poll.id}/present`);
          const turnout = lobbyText(locale, '{voters} · {voted, number} of {listed, number} voted', { voters: lobbyText(locale, 'Voters on a list'), voted: 0, listed: 1 });
          await presenter.page.getByTestId('presenter-voters').getByText(turnout).waitFor();
          Object.assign(problems, await phoneProblems(presenter.page, 'presenter'));
          await phoneShot(presenter.page, `voting-code-presenter-${locale}`);
        } finally {
          await presenter.context.close();
        }
        expect(problems).toEqual({});
      } finally {
        await Promise.all([first.context.close(), second.context.close()]);
      }
    });
  }
});

/** The sign-in code the local auth mailed to `email`, from the mail catcher (as code-sign-in.test.ts reads it). */
async function codeFromMail(email: string): Promise<string> {
  const response = await fetch(`${e2e.mailUrl}/messages.json?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`the mail catcher answered HTTP ${response.status}`);
  const { messages } = (await response.json()) as { messages: Array<{ otp: string }> };
  const [message] = messages;
  if (!message) throw new Error(`No mail for ${email}`);
  return message.otp;
}
