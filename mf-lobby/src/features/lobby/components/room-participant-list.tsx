import { listedLabel, roomRows, type ListedParticipant, type RoomSummary } from '../utils/room-summary';
import { ParticipantRow } from './participant-row';
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
  const { rows, more } = roomRows(summary, you);
  return (
    <section className={styles.panel} aria-labelledby="lobby-participants-heading">
      <h2 id="lobby-participants-heading" className={styles.panelTitle}>
        Participants ({summary.joined})
      </h2>
      {summary.status === 'voting' && (
        <p className={styles.votedCount}>
          {summary.voted} of {summary.joined} voted
        </p>
      )}
      {summary.joined === 0 ? (
        <div className={styles.empty}>
          <p>No participants have joined yet.</p>
          <p>Share the link or QR code to invite people!</p>
        </div>
      ) : (
        <>
          <div className={styles.participantsScroll} role="region" tabIndex={0} aria-label="Participants, scrollable">
            <ul className={styles.participants} aria-label={summary.complete ? 'Everyone who joined' : 'You and the newest participants'}>
              {rows.map((participant) => (
                <li key={participant.id} className={styles.participant}>
                  <ParticipantRow participant={participant} label={listedLabel(participant)} you={participant.id === you?.id} />
                </li>
              ))}
            </ul>
          </div>
          {more > 0 && <p className={styles.more}>+{more} more</p>}
        </>
      )}
    </section>
  );
}
