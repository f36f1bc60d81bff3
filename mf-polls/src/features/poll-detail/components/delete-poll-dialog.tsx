import { useId, useRef } from 'react';
import { Button, useFocusTrap } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
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
  const { t, rich } = useText();
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
          {t('delete.title')}
        </h2>
        <p id={textId} className={styles.dialogText}>
          {/* The poll's title is isolated: an English title keeps its place in an Arabic sentence. */}
          {rich('delete.text', { title: <bdi key="title">{pollTitle}</bdi> })}
        </p>
        <div className={styles.dialogActions}>
          <Button data-autofocus variant="secondary" onClick={onCancel} disabled={busy}>
            {t('delete.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel={t('delete.deleting')}>
            {t('delete.confirm')}
          </Button>
        </div>
      </div>
    </div>
  );
}
