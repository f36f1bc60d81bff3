import { useId, useRef } from 'react';
import { Button, useFocusTrap } from '@runoff/ui';
import styles from './poll-detail.module.css';

export interface DeletePollDialogProps {
  pollTitle: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The modal confirmation titled Delete poll. Focus starts on Cancel (the safe choice), stays inside the
 * dialog while it is open, Escape cancels, and focus returns to whatever opened it.
 */
export function DeletePollDialog({ pollTitle, busy, onConfirm, onCancel }: DeletePollDialogProps) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useFocusTrap(dialog, { onEscape: onCancel, initialFocus: '[data-autofocus]' });

  return (
    // The backdrop is presentational: keyboard users close the dialog with Escape (useFocusTrap) or Cancel.
    <div role="presentation" className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onCancel()}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          Delete poll
        </h2>
        <p id={textId} className={styles.dialogText}>
          Are you sure you want to delete &ldquo;{pollTitle}&rdquo;? Its participants and votes are deleted with it. This
          cannot be undone.
        </p>
        <div className={styles.dialogActions}>
          <Button data-autofocus variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel="Deleting...">
            Delete
          </Button>
        </div>
      </div>
    </div>
  );
}
