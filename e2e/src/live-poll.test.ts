import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';

/**
 * The product's whole path, across every remote: a host creates a poll (mf_polls), opens the live lobby
 * (mf_lobby inside mf_polls), a participant joins anonymously in another browser and votes, the host ends
 * voting and both see the count (mf_results).
 */
describe('a live poll from creation to results', () => {
  useServedApps();
  const session = useBrowser();

  async function createPoll(host: Page, title: string, options: string[]): Promise<string> {
    await host.goto(`${shellUrl}/polls/create`);
    await host.getByLabel('Title').fill(title);
    await host.getByLabel('Category').fill('Food');
    for (let index = 2; index < options.length; index += 1) await host.getByRole('button', { name: 'Add Option' }).click();
    for (const [index, text] of options.entries()) await host.getByLabel(`Option ${index + 1}`, { exact: true }).fill(text);
    await host.getByRole('button', { name: 'Create Poll' }).click();
    await host.waitForURL(/\/polls\/[0-9a-f-]{36}$/);
    return new URL(host.url()).pathname.split('/').pop()!;
  }

  it('runs a poll with a host and an anonymous participant', async () => {
    const host = session.page;
    const account = await registerAccount('host');
    await logIn(host, account);
    const pollId = await createPoll(host, 'Team lunch', ['Pizza', 'Sushi', 'Tacos']);
    await host.getByRole('heading', { name: 'Team lunch' }).first().waitFor();

    await host.getByRole('button', { name: 'Start Live Poll' }).click();
    await host.getByText('No participants have joined yet.').waitFor();

    // The participant: another browser, no account.
    const participantContext = await session.context.browser()!.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const participant = await participantContext.newPage();
      participant.setDefaultTimeout(15_000);
      await participant.goto(`${shellUrl}/polls/${pollId}/vote`);
      const dialog = participant.getByRole('dialog', { name: 'Join Poll' });
      await dialog.getByLabel('Your Name').fill('Grace');
      await dialog.getByRole('button', { name: 'Join Poll' }).click();
      await participant.getByText('Participants (1)').waitFor();

      // The host's lobby hears the join live, then opens voting.
      await host.getByText('Participants (1)').waitFor();
      await host.getByText('Grace').waitFor();
      await host.getByRole('button', { name: 'Start Voting' }).click();

      // The participant ranks Tacos first with the keyboard alone, then submits.
      await participant.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
      const tacos = participant.getByRole('button', { name: 'Tacos, choice 3' });
      // The panel scrolls itself into view 500 ms after voting opens; let it settle before dragging.
      await participant.waitForTimeout(1000);
      await tacos.focus();
      // dnd-kit's keyboard drag: Space picks up, arrows move (each move is measured and animated), Space drops.
      for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
        await participant.keyboard.press(key);
        await participant.waitForTimeout(300);
      }
      await participant.getByRole('button', { name: 'Tacos, choice 1' }).waitFor();
      await participant.getByRole('button', { name: 'Submit Vote' }).click();
      await participant.getByText('Vote submitted successfully!').waitFor();

      // The host sees who voted (never what), ends voting and the count is shown.
      await host.getByText('Voted', { exact: true }).waitFor();
      await host.getByRole('button', { name: 'End Voting & Show Results' }).click();
      const animation = host.getByRole('dialog', { name: 'Vote Calculation Animation' });
      await animation.waitFor();
      await animation.getByRole('button', { name: 'Close Animation' }).click();
      const won = host.getByText('Won with the highest support after 1 round(s) of counting.');
      await won.waitFor();
      // The innermost block around that line is the winner card: Tacos, the only ballot's first choice.
      const winnerCard = host.locator('div, section, article', { has: won }).last();
      expect(await winnerCard.textContent()).toContain('Tacos');

      // The participant's lobby follows the end of voting.
      await participant.getByRole('dialog', { name: 'Vote Calculation Animation' }).waitFor();
    } finally {
      await participantContext.close();
    }
    expect(session.pageErrors).toEqual([]);
  });
});
