import type { PollVoters } from '@runoff/domain';
import { useText } from '../../../lib/i18n';
import { useVoterTurnout } from '../hooks/use-voter-turnout';
import styles from './presenter.module.css';

/**
 * Who may vote, under the title; for a list poll with its turnout as the host reads it ("Voters on a list ·
 * 12 of 20 voted"). `liveVoted`: the room's live count of ballots, which says when to read the list again.
 */
export function VotersLine({ pollId, voters, liveVoted }: { pollId: string; voters: PollVoters; liveVoted: number }) {
  const { t } = useText();
  const turnout = useVoterTurnout(pollId, voters === 'list', liveVoted);
  const setting = t(`voters.${voters}`);
  return (
    <p className={styles.election} data-testid="presenter-voters">
      {turnout ? t('voters.turnout', { voters: setting, voted: turnout.voted, listed: turnout.listed }) : t('voters.line', { voters: setting })}
    </p>
  );
}
