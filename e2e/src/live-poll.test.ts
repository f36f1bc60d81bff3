import { describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { createPollInUi, joinAsParticipant, voteWithTopChoice } from './support/polls';

/**
 * The product's whole path, across every remote: a host creates a poll (mf_polls), opens the live lobby
 * (mf_lobby inside mf_polls), a participant joins anonymously in another browser and votes, the host ends
 * voting and both see the count (mf_results).
 */
describe('a live poll from creation to results', () => {
  useServedApps();
  const session = useBrowser();

  it('runs a poll with a host and an anonymous participant', async () => {
    const host = session.page;
    const account = await registerAccount('host');
    await logIn(host, account);
    const pollId = await createPollInUi(host, 'Team lunch', ['Pizza', 'Sushi', 'Tacos']);
    await host.getByRole('heading', { name: 'Team lunch' }).first().waitFor();

    await host.getByRole('button', { name: 'Start Live Poll' }).click();
    await host.getByText('No participants have joined yet.').waitFor();

    // The participant: another browser, no account.
    const { context: participantContext, page: participant } = await joinAsParticipant(session.context.browser()!, pollId, 'Grace');
    try {
      await participant.getByText('Participants (1)').waitFor();

      // The host's lobby hears the join live, then opens voting.
      await host.getByText('Participants (1)').waitFor();
      await host.getByText('Grace').waitFor();
      await host.getByRole('button', { name: 'Start Voting' }).click();

      // The participant ranks Tacos first with the keyboard alone, then submits.
      await voteWithTopChoice(participant, 'Tacos');

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
