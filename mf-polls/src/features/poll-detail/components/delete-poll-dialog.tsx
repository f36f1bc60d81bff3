import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '@runoff/shared/ui';
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

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLButtonElement>('[data-autofocus]')?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onCancel()}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
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
