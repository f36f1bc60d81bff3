import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, registerAccount, userMenuButton } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { withDatabase } from './support/database';
import { endVoting, rpc, signIn, type ApiPoll } from './support/poll-api';
import { shownRanking } from './support/polls';

const FRUIT = ['Apples', 'Bananas', 'Cherries'];

/** Every voting record this browser holds (product §3 Local browser records), whatever key it is under. */
function votingRecords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const record = /runoff:|votedPolls|participant_|ballot_|voted_/;
    return [
      ...Object.keys(localStorage).filter((key) => record.test(key)),
      ...Object.keys(sessionStorage).map((key) => `session ${key}`),
      ...document.cookie.split(';').map((part) => part.trim()).filter(Boolean).map((part) => `cookie ${part}`),
    ];
  });
}

async function voteInUi(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
  // The ballot starts in this voter's own order (fair ballots): "Your ballot" shows the ranking submitted.
  const ranking = await shownRanking(page);
  expect([...ranking].sort()).toEqual(FRUIT);
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await page.getByText('Vote submitted successfully!').waitFor();
  expect(await page.getByRole('region', { name: 'Your ballot' }).getByRole('listitem').allTextContents()).toEqual(ranking);
}

/** The next person opens the poll's link in the same browser, signed in as no one, once voting has ended. */
async function nextPersonSeesNoBallot(page: Page, pollId: string): Promise<void> {
  await page.goto(`${shellUrl}/polls/${pollId}/vote`);
  await page.getByText('Voting has ended. Here are the results.').waitFor();
  await page.getByText(/Won with the highest support after/).waitFor();
  expect(await page.getByRole('region', { name: 'Your ballot' }).count()).toBe(0);
  expect(await page.getByText('Apples, Bananas, Cherries').count()).toBe(0);
  expect(await votingRecords(page)).toEqual([]);
}

/**
 * Issue 19, "A shared computer shows the previous voter's ballot": a classroom's or a lab's computer passes
 * from one person to the next. Whoever voted there, their ranking, participant id and voted flags are theirs
 * alone: kept under their user, and gone once their session ends.
 */
describe('a shared computer', () => {
  useServedApps();
  const session = useBrowser();

  async function pollFor(title: string): Promise<{ host: string; poll: ApiPoll }> {
    const host = await signIn(await registerAccount('host'));
    return { host, poll: await rpc<ApiPoll>(host, 'create_poll', { title, options: FRUIT }) };
  }

  it('forgets a signed-in participant’s ballot when they log out: the next person sees none', async () => {
    const { page } = session;
    const { host, poll } = await pollFor('Fruit for the lab');
    await logIn(page, await registerAccount('voter'));
    await page.goto(`${shellUrl}/polls/${poll.id}/vote`);
    await page.getByText('Participants (1)').waitFor(); // an account joins with its name, no dialog
    await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'voting' });
    await voteInUi(page);
    expect(await votingRecords(page)).not.toEqual([]);

    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${shellUrl}/login`);
    expect(await votingRecords(page)).toEqual([]);

    await endVoting(host, poll.id);
    await nextPersonSeesNoBallot(page, poll.id);
    expect(session.pageErrors).toEqual([]);
  });

  it('forgets an anonymous participant’s ballot when their session ends: the next person sees none', async () => {
    const { page } = session;
    const { host, poll } = await pollFor('Fruit for the classroom');
    await page.goto(`${shellUrl}/polls/${poll.id}/vote`);
    await page.getByRole('dialog', { name: 'Join Poll' }).getByRole('button', { name: 'Join Anonymously' }).click();
    await page.getByText('Participants (1)').waitFor();
    await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'voting' });
    await voteInUi(page);
    await endVoting(host, poll.id);

    // The session ends while nobody is at the computer: the server no longer knows it (its refresh token is
    // gone, as after an inactivity timeout or a cleanup of anonymous users) and the access token has expired.
    const uid = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name))!;
      return (JSON.parse(localStorage.getItem(key)!) as { user: { id: string } }).user.id;
    });
    await withDatabase((db) => db.query('delete from auth.sessions where user_id = $1', [uid]));
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name))!;
      const stored = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    });

    await nextPersonSeesNoBallot(page, poll.id);
    expect(session.pageErrors).toEqual([]);
  });
});
