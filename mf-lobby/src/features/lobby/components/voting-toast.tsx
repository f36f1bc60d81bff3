import styles from './lobby.module.css';

export const VOTING_STARTED_TEXT = 'Voting has started! Scroll down to rank your choices and submit your vote.';

/** A polite status message, so screen readers announce it without interrupting. */
export function VotingToast({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {visible && (
        <div className={styles.toast}>
          <span>{VOTING_STARTED_TEXT}</span>
          <button type="button" className={styles.toastClose} onClick={onClose} aria-label="Close notification">
            ×
          </button>
        </div>
      )}
    </div>
  );
}
