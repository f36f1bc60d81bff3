import { Alert, Button } from '@runoff/ui';
import { useNotice, useText, type Notice } from '../../../lib/i18n';
import styles from './lobby.module.css';

export interface HostControlsProps {
  canStartVoting: boolean;
  canEndVoting: boolean;
  busy: boolean;
  error: Notice | null;
  onStartVoting: () => void;
  onEndVoting: () => void;
}

/** The host's buttons; which appear is decided by hostActions (product §2.12). */
export function HostControls({ canStartVoting, canEndVoting, busy, error, onStartVoting, onEndVoting }: HostControlsProps) {
  const { t } = useText();
  const say = useNotice();
  if (!canStartVoting && !canEndVoting && !error) return null;
  return (
    <div className={styles.hostControls}>
      {error && <Alert>{say(error)}</Alert>}
      {canStartVoting && (
        <Button onClick={onStartVoting} busy={busy} busyLabel={t('host.starting')}>
          {t('host.startVoting')}
        </Button>
      )}
      {canEndVoting && (
        <Button variant="danger" onClick={onEndVoting} busy={busy} busyLabel={t('host.ending')}>
          {t('host.endVoting')}
        </Button>
      )}
    </div>
  );
}
