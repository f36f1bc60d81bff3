import { Button } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import type { Session } from '@runoff/domain';
import styles from './session-host.module.css';

export interface DriveControlsProps {
  session: Session;
  busy: string | null;
  onMove(direction: 'next' | 'previous'): void;
  onVoting(open: boolean): void;
  onResults(shown: boolean): void;
}

/** Driving the room: next and previous, open and close voting, show and hide the results (host and co-hosts). */
export function DriveControls({ session, busy, onMove, onVoting, onResults }: DriveControlsProps) {
  const { t } = useText();
  const current = session.state.current;
  const count = session.state.questionCount;
  const disabled = busy !== null;
  return (
    <div className={styles.controls} role="group" aria-label={t('sessionHost.drive')}>
      <Button variant="secondary" disabled={disabled || !current || current.number <= 1} busy={busy === 'previous'} onClick={() => onMove('previous')}>
        {t('sessionHost.previous')}
      </Button>
      <Button variant="secondary" disabled={disabled || count === 0 || (current !== null && current.number >= count)} busy={busy === 'next'} onClick={() => onMove('next')}>
        {current ? t('sessionHost.next') : t('sessionHost.start')}
      </Button>
      {current?.voting === 'not_started' && (
        <Button disabled={disabled} busy={busy === 'voting'} onClick={() => onVoting(true)}>
          {t('sessionHost.openVoting')}
        </Button>
      )}
      {current?.voting === 'open' && (
        <Button variant="danger" disabled={disabled} busy={busy === 'voting'} onClick={() => onVoting(false)}>
          {t('sessionHost.closeVoting')}
        </Button>
      )}
      {current?.voting === 'closed' && (
        <Button disabled={disabled} busy={busy === 'results'} onClick={() => onResults(!current.resultsShown)}>
          {current.resultsShown ? t('sessionHost.hideResults') : t('sessionHost.showResults')}
        </Button>
      )}
    </div>
  );
}
