import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { droppableConnection } from './support/droppable-connection';
import { createPollInUi, otherBrowser } from './support/polls';

/** Issue 8's host controls in the browser: the participant cap, removing someone, accounts only. */
describe("a host's room rules", () => {
  useServedApps();
  const session = useBrowser();

  async function visitor(browser: Browser, pollId: string, prepare?: (page: Page) => Promise<void>) {
    const { context, page } = await otherBrowser(browser);
    await prepare?.(page);
    await page.goto(`${shellUrl}/polls/${pollId}/vote`);
    return { context, page, dialog: page.getByRole('dialog', { name: 'Join Poll' }) };
  }

  it('a full poll refuses the next person; the host removes someone, who is told and leaves the lobby', async () => {
    const host = session.page;
    await logIn(host, await registerAccount('host'));
    const pollId = await createPollInUi(host, 'Small room', undefined, { limit: '1' });
    await host.getByRole('button', { name: 'Start Live Poll' }).click();

    const first = await visitor(session.context.browser()!, pollId);
    const second = await visitor(session.context.browser()!, pollId);
    try {
      await first.dialog.getByLabel('Your Name').fill('Ada');
      await first.dialog.getByRole('button', { name: 'Join Poll' }).click();
      await first.page.getByText('Participants (1)').waitFor();
      await host.getByText('Ada').waitFor();

      await second.dialog.getByLabel('Your Name').fill('Bob');
      await second.dialog.getByRole('button', { name: 'Join Poll' }).click();
      await second.dialog.getByRole('alert').filter({ hasText: 'Failed to join poll: This poll is full: it admits at most 1 participants' }).waitFor();

      await host.getByRole('button', { name: 'Remove Ada' }).click();
      const confirm = host.getByRole('group', { name: 'Remove Ada?' });
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await host.getByText('No participants have joined yet.').waitFor();
      await first.page.getByText('The host removed you from this poll. You can no longer take part in it.').waitFor();
      expect(await first.page.evaluate((id) => Object.keys(localStorage).filter((key) => key.endsWith(`participant_${id}`)), pollId)).toEqual([]);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  it('someone removed while offline is told so when the connection is back', async () => {
    const host = session.page;
    await logIn(host, await registerAccount('host'));
    const pollId = await createPollInUi(host, 'Away room');
    await host.getByRole('button', { name: 'Start Live Poll' }).click();

    let connection: Awaited<ReturnType<typeof droppableConnection>> | undefined;
    const away = await visitor(session.context.browser()!, pollId, async (page) => {
      connection = await droppableConnection(page, page.context());
    });
    try {
      await away.dialog.getByLabel('Your Name').fill('Zelda');
      await away.dialog.getByRole('button', { name: 'Join Poll' }).click();
      await away.page.getByText('Participants (1)').waitFor();
      await host.getByText('Zelda', { exact: true }).waitFor();

      await connection!.drop();
      await away.page.getByText('Reconnecting…').waitFor();
      await host.getByRole('button', { name: 'Remove Zelda' }).click();
      await host.getByRole('group', { name: 'Remove Zelda?' }).getByRole('button', { name: 'Remove' }).click();
      await host.getByText('No participants have joined yet.').waitFor();

      // The participant_removed event went out while this browser was offline: the catch-up finds out.
      await connection!.restore();
      await away.page.getByText('The host removed you from this poll. You can no longer take part in it.').waitFor({ timeout: 20_000 });
      expect(await away.page.getByRole('alert').filter({ hasText: /Failed to load participants|permission/i }).count()).toBe(0);
      expect(await away.page.evaluate((id) => Object.keys(localStorage).filter((key) => key.endsWith(`participant_${id}`)), pollId)).toEqual([]);
    } finally {
      await away.context.close();
    }
  });

  it('an accounts-only poll refuses an anonymous visitor and offers Sign in', async () => {
    const host = session.page;
    await logIn(host, await registerAccount('host'));
    const pollId = await createPollInUi(host, 'Members only', undefined, { accountsOnly: true });
    const guest = await visitor(session.context.browser()!, pollId);
    try {
      await guest.dialog.getByRole('button', { name: 'Join Anonymously' }).click();
      const alert = guest.dialog.getByRole('alert').filter({ hasText: 'Failed to join poll: Sign in with an account to join this poll' });
      await alert.waitFor();
      await alert.getByRole('link', { name: 'Sign in' }).click();
      await guest.page.waitForURL(`${shellUrl}/login`);
    } finally {
      await guest.context.close();
    }
  });
});
