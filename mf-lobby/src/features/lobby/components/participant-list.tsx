import { participantLabels } from '../../../lib/participant-labels';
import type { Participant } from '../../../lib/participant';
import styles from './lobby.module.css';

function joinedTime(joinedAt: string | null): string {
  const date = joinedAt ? new Date(joinedAt) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : 'Unknown time';
}

/** Participants (n) in joining order: initial or #, name or Participant {n}, Voted badge, Joined {time}. */
export function ParticipantList({ participants }: { participants: readonly Participant[] }) {
  const labels = participantLabels(participants);
  return (
    <section className={styles.panel} aria-labelledby="lobby-participants-heading">
      <h2 id="lobby-participants-heading" className={styles.panelTitle}>
        Participants ({participants.length})
      </h2>
      {participants.length === 0 ? (
        <div className={styles.empty}>
          <p>No participants have joined yet.</p>
          <p>Share the link or QR code to invite people!</p>
        </div>
      ) : (
        <ul className={styles.participants}>
          {participants.map((participant) => {
            const { name, initial } = labels.get(participant.id) ?? { name: participant.name, initial: '#' };
            return (
              <li key={participant.id} className={styles.participant}>
                <span className={styles.avatar} aria-hidden="true">
                  {initial}
                </span>
                <span className={styles.participantName}>{name}</span>
                {participant.hasVoted && <span className={styles.votedBadge}>Voted</span>}
                <span className={styles.joined}>Joined {joinedTime(participant.joinedAt)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
