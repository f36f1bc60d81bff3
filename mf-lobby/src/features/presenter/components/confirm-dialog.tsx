import { useRef } from 'react';
import { Button, useFocusTrap } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import styles from './presenter.module.css';

const TEXTS = {
  voting: { title: 'presenter.confirmStartTitle', body: 'presenter.confirmStartBody', confirm: 'host.startVoting' },
  completed: { title: 'presenter.confirmEndTitle', body: 'presenter.confirmEndBody', confirm: 'host.endVoting' },
  // A session's question whose results wait for the host: closing does not show them.
  close: { title: 'sessionPresenter.confirmCloseTitle', body: 'sessionPresenter.confirmCloseBody', confirm: 'sessionPresenter.closeVoting' },
} as const;

export interface ConfirmDialogProps {
  action: keyof typeof TEXTS;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Space asks before changing the phase: a stray key press must not end a vote. Space or Enter confirms. */
export function ConfirmDialog({ action, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useText();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, { onEscape: onCancel, initialFocus: '[data-confirm]' });
  const text = TEXTS[action];
  return (
    <div className={styles.backdrop}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="presenter-confirm-title" aria-describedby="presenter-confirm-body">
        <h2 id="presenter-confirm-title" className={styles.dialogTitle}>
          {t(text.title)}
        </h2>
        <p id="presenter-confirm-body">{t(text.body)}</p>
        <div className={styles.dialogButtons}>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant={action === 'voting' ? 'primary' : 'danger'} onClick={onConfirm} busy={busy} data-confirm="">
            {t(text.confirm)}
          </Button>
        </div>
      </div>
    </div>
  );
}
