import { useRef } from 'react';
import { useText } from '../../../lib/i18n';
import styles from './lobby.module.css';

/** The toast's English text (lobby.votingStarted), for tests. */
export const VOTING_STARTED_TEXT = 'Voting has started! Scroll down to rank your choices and submit your vote.';

/**
 * A polite status message, so screen readers announce it without interrupting. Its close button vanishes
 * with it: focus goes back to where it was before it entered the toast, not to the top of the page.
 */
export function VotingToast({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useText();
  const returnTo = useRef<HTMLElement | null>(null);
  function close() {
    const target = returnTo.current;
    returnTo.current = null;
    onClose();
    if (target?.isConnected) target.focus();
  }
  return (
    <div
      className={styles.toastRegion}
      role="status"
      aria-live="polite"
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnTo.current = from;
      }}
    >
      {visible && (
        <div className={styles.toast}>
          <span>{t('lobby.votingStarted')}</span>
          <button type="button" className={styles.toastClose} onClick={close} aria-label={t('lobby.closeNotification')}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
