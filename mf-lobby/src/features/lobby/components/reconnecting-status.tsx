import { useText } from '../../../lib/i18n';
import styles from './connection.module.css';

/**
 * "Reconnecting…" while the lobby is not live. The live region is always rendered (empty when connected)
 * so screen readers announce the text when it appears, and again when it goes.
 */
export function ReconnectingStatus({ reconnecting }: { reconnecting: boolean }) {
  const { t } = useText();
  return (
    <div role="status" aria-live="polite" className={reconnecting ? styles.reconnecting : styles.hidden}>
      {reconnecting ? t('lobby.reconnecting') : ''}
    </div>
  );
}
