import { Button } from '@runoff/ui';
import styles from './vote.module.css';

const TEXTS = {
  already: {
    title: 'Vote Already Submitted',
    body: 'You have already voted in this poll. Each participant can only vote once.',
  },
  submitted: {
    title: 'Vote submitted successfully!',
    body: 'Thank you for participating in this poll. You can view the results now.',
  },
} as const;

/** What the vote panel shows once this participant has voted (product §2.14). */
export function VoteStatus({ kind }: { kind: keyof typeof TEXTS }) {
  const text = TEXTS[kind];
  return (
    <div className={styles.status} role="status">
      <h3 className={styles.statusTitle}>{text.title}</h3>
      <p>{text.body}</p>
      {/* The spec's View Results reloads: the lobby then opens on the current phase. */}
      <Button variant="secondary" onClick={() => window.location.reload()}>
        View Results
      </Button>
    </div>
  );
}
