import { Alert, Button } from '@runoff/ui';
import styles from './lobby.module.css';

export interface HostControlsProps {
  canStartVoting: boolean;
  canEndVoting: boolean;
  busy: boolean;
  error: string | null;
  onStartVoting: () => void;
  onEndVoting: () => void;
}

/** The host's buttons; which appear is decided by hostActions (product §2.12). */
export function HostControls({ canStartVoting, canEndVoting, busy, error, onStartVoting, onEndVoting }: HostControlsProps) {
  if (!canStartVoting && !canEndVoting && !error) return null;
  return (
    <div className={styles.hostControls}>
      {error && <Alert>{error}</Alert>}
      {canStartVoting && (
        <Button onClick={onStartVoting} busy={busy} busyLabel="Starting...">
          Start Voting
        </Button>
      )}
      {canEndVoting && (
        <Button variant="danger" onClick={onEndVoting} busy={busy} busyLabel="Ending...">
          End Voting &amp; Show Results
        </Button>
      )}
    </div>
  );
}
