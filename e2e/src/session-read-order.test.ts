import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { rpc, signIn } from './support/poll-api';
import { otherBrowser } from './support/polls';

/**
 * Why the session journey's phones once stayed on question 2 after a co-host's Next (docs/testing.md): the
 * room's page reads the session every 20 s, and a read that began before the Next and answered after the
 * Next's summary put the page back on question 2 until the next read. Here a phone's read is held, as a slow
 * answer would be, across a co-host's Next: the phone stays on the next question.
 */
describe("a read of the session older than the summary the room's page followed", () => {
  useServedApps();
  const session = useBrowser();

  it("does not take the room's page back to the previous question", { timeout: 120_000 }, async () => {
    const [account, colleague] = [await registerAccount('order-host'), await registerAccount('order-cohost')];
    const [hostToken, cohostToken] = [await signIn(account), await signIn(colleague)];
    const { id: sessionId, joinCode } = await rpc<{ id: string; joinCode: string }>(hostToken, 'create_session', { title: 'In order' });
    for (const title of ['First', 'Second']) await rpc(hostToken, 'add_session_question', { session_id: sessionId, title, options: ['Red', 'Blue'] });
    await rpc(hostToken, 'add_session_cohost', { session_id: sessionId, email: colleague.email });

    const phone = await otherBrowser(session.context.browser()!);
    try {
      const { page } = phone;
      await page.goto(`${shellUrl}/j/${joinCode}`);
      await page.getByLabel('Your Name').fill('Ada');
      await page.getByRole('button', { name: 'Join', exact: true }).click();
      await rpc(hostToken, 'move_session', { session_id: sessionId, direction: 'next' });
      await page.getByText('Question 1 of 2').waitFor();

      // The phone's next read (its 20 s re-read): answered by the database now, handed to the page later.
      let held: (() => Promise<void>) | null = null;
      const readHeld = new Promise<void>((resolve) => {
        void page.route(/\/rest\/v1\/rpc\/get_session$/, async (route: Route) => {
          const answer = await route.fetch();
          held = () => route.fulfill({ response: answer });
          resolve();
        }, { times: 1 });
      });
      await readHeld;
      await rpc(cohostToken, 'move_session', { session_id: sessionId, direction: 'next' });
      await page.getByText('Question 2 of 2').waitFor();
      const answered = page.waitForEvent('requestfinished', (request) => request.url().endsWith('/rpc/get_session'));
      await held!();
      await answered;
      // The page takes the answer's body in a task or two, then paints: after a task and two frames it has.
      await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 50)));
      expect(await page.getByText('Question 1 of 2').count()).toBe(0);
      expect(await page.getByText('Question 2 of 2').isVisible()).toBe(true);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
