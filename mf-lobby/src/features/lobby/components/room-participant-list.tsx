import { listedLabel, roomRows, type ListedParticipant, type RoomSummary } from '../utils/room-summary';
import { ParticipantRow } from './participant-row';
import { useText } from '../../../lib/i18n';
import styles from './lobby.module.css';

export interface RoomParticipantListProps {
  summary: RoomSummary;
  /** This browser's participant, shown first in a larger room. */
  you: ListedParticipant | null;
}

/**
 * A participant's list (docs/decisions.md, "A participant's list"): Participants (n); everyone with their
 * Voted badges in a small room; in a larger one their own row, the newest names and "+N more". Kept by the
 * room's summaries, not by every join (the host's list is the complete one). While voting: "N of M voted".
 */
export function RoomParticipantList({ summary, you }: RoomParticipantListProps) {
  const { t, intl } = useText();
  const { rows, more } = roomRows(summary, you);
  const numbered = (n: number) => t('participant.numbered', { n: intl.formatNumber(n, { useGrouping: false }) });
  return (
    <section className={styles.panel} aria-labelledby="lobby-participants-heading">
      <h2 id="lobby-participants-heading" className={styles.panelTitle}>
        {t('participants.heading', { count: intl.formatNumber(summary.joined, { useGrouping: false }) })}
      </h2>
      {summary.status === 'voting' && (
        <p className={styles.votedCount}>
          {t('participants.voted', { voted: summary.voted, joined: summary.joined })}
        </p>
      )}
      {summary.joined === 0 ? (
        <div className={styles.empty}>
          <p>{t('participants.none')}</p>
          <p>{t('participants.invite')}</p>
        </div>
      ) : (
        <>
          <div className={styles.participantsScroll} role="region" tabIndex={0} aria-label={t('participants.scrollable')}>
            <ul className={styles.participants} aria-label={summary.complete ? t('participants.everyone') : t('participants.newest')}>
              {rows.map((participant) => (
                <li key={participant.id} className={styles.participant}>
                  <ParticipantRow participant={participant} label={listedLabel(participant, numbered)} you={participant.id === you?.id} />
                </li>
              ))}
            </ul>
          </div>
          {more > 0 && <p className={styles.more}>{t('participants.more', { count: more })}</p>}
        </>
      )}
    </section>
  );
}
