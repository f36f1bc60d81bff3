import { participantLabels } from '../../../lib/utils/participant-labels';
import { useText } from '../../../lib/i18n';
import type { Participant } from '../../../lib/utils/participant';
import { ParticipantRow } from './participant-row';
import { VirtualParticipantList } from './virtual-participant-list';
import styles from './lobby.module.css';
import rowStyles from './participant-row.module.css';

/** From this many participants on, only the rows in view are rendered (a lecture hall stays responsive). */
export const VIRTUALIZE_FROM = 100;

export interface ParticipantListProps {
  participants: readonly Participant[];
  /** The host's Remove action while the poll is waiting. */
  onRemove?: (participantId: string) => void;
  removingId?: string | null;
}

/** Participants (n) in joining order: initial or #, name or Participant {n}, Voted badge, Joined {time}. */
export function ParticipantList({ participants, onRemove, removingId = null }: ParticipantListProps) {
  const { t, intl } = useText();
  const labels = participantLabels(participants, (n) => t('participant.numbered', { n: intl.formatNumber(n, { useGrouping: false }) }));
  return (
    <section className={styles.panel} aria-labelledby="lobby-participants-heading">
      <h2 id="lobby-participants-heading" className={styles.panelTitle}>
        {t('participants.heading', { count: intl.formatNumber(participants.length, { useGrouping: false }) })}
      </h2>
      {participants.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('participants.none')}</p>
          <p>{t('participants.invite')}</p>
        </div>
      ) : participants.length >= VIRTUALIZE_FROM ? (
        <VirtualParticipantList participants={participants} labels={labels} onRemove={onRemove} removingId={removingId} />
      ) : (
        <div className={styles.participantsScroll} role="region" tabIndex={0} aria-label={t('participants.scrollable')}>
          <ul className={styles.participants}>
            {participants.map((participant) => (
              <li key={participant.id} className={`${styles.participant} ${onRemove ? rowStyles.hostRow : ''}`}>
                <ParticipantRow participant={participant} label={labels.get(participant.id)} onRemove={onRemove} removing={removingId === participant.id} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
