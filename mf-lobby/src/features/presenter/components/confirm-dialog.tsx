import { useRef } from 'react';
import { Button, useFocusTrap } from '@runoff/ui';
import styles from './presenter.module.css';

const TEXTS = {
  voting: { title: 'Start voting now?', body: 'Everyone in the room can rank the options as soon as voting starts.', confirm: 'Start Voting' },
  completed: { title: 'End voting and show the results?', body: 'Nobody can vote after this.', confirm: 'End Voting & Show Results' },
} as const;

export interface ConfirmDialogProps {
  action: keyof typeof TEXTS;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Space asks before changing the phase: a stray key press must not end a vote. Space or Enter confirms. */
export function ConfirmDialog({ action, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, { onEscape: onCancel, initialFocus: '[data-confirm]' });
  const text = TEXTS[action];
  return (
    <div className={styles.backdrop}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="presenter-confirm-title" aria-describedby="presenter-confirm-body">
        <h2 id="presenter-confirm-title" className={styles.dialogTitle}>
          {text.title}
        </h2>
        <p id="presenter-confirm-body">{text.body}</p>
        <div className={styles.dialogButtons}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant={action === 'completed' ? 'danger' : 'primary'} onClick={onConfirm} busy={busy} data-confirm="">
            {text.confirm}
          </Button>
        </div>
      </div>
    </div>
  );
}
