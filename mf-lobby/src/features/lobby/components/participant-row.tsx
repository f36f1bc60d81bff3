import { memo, useState } from 'react';
import { Button } from '@runoff/ui';
import type { Participant } from '../../../lib/utils/participant';
import type { ParticipantLabel } from '../../../lib/utils/participant-labels';
import { useText, type LobbyText } from '../../../lib/i18n';
import styles from './lobby.module.css';
import rowStyles from './participant-row.module.css';

function joinedTime(joinedAt: string | null, { t, intl }: LobbyText): string {
  const date = joinedAt ? new Date(joinedAt) : null;
  return date && !Number.isNaN(date.getTime()) ? intl.formatTime(date, { hour: '2-digit', minute: '2-digit' }) : t('participant.unknownTime');
}

export interface ParticipantRowProps {
  participant: Participant;
  /** Name or "Participant {n}", initial or # (participantLabels: numbered among the unnamed, in joining order). */
  label?: ParticipantLabel;
  /** The host's Remove action (waiting phase only); absent for everyone else. */
  onRemove?: (participantId: string) => void;
  /** True while this participant's removal is being sent. */
  removing?: boolean;
  /** This browser's own participant: the name is followed by "(you)". */
  you?: boolean;
}

/**
 * One participant: initial or #, name or Participant {n}, Voted badge, Joined {time}; for the host a
 * Remove button that asks for confirmation in place. Memoized: a batch of joins re-renders only new rows.
 */
export const ParticipantRow = memo(function ParticipantRow({ participant, label, onRemove, removing = false, you = false }: ParticipantRowProps) {
  const text = useText();
  const { t } = text;
  const [confirming, setConfirming] = useState(false);
  const name = label?.name ?? participant.name;
  const initial = label?.initial ?? '#';
  return (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
      <span className={styles.participantName}>
        <bdi>{name}</bdi>
        {you && <span className={styles.you}>{t('participant.you')}</span>}
      </span>
      {participant.hasVoted && <span className={styles.votedBadge}>{t('participant.votedBadge')}</span>}
      <span className={styles.joined}>{t('participant.joined', { time: joinedTime(participant.joinedAt, text) })}</span>
      {onRemove && !confirming && (
        <button type="button" className={rowStyles.remove} aria-label={t('participant.removeName', { name })} onClick={() => setConfirming(true)} disabled={removing}>
          {removing ? t('participant.removing') : t('participant.remove')}
        </button>
      )}
      {onRemove && confirming && (
        <div className={rowStyles.confirm} role="group" aria-label={t('participant.confirmGroup', { name })}>
          <span>{t('participant.confirm', { name })}</span>
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              onRemove(participant.id);
            }}
          >
            {t('participant.remove')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      )}
    </>
  );
});
