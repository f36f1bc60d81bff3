import { useId } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Alert, Button } from '@runoff/shared/ui';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import styles from './lobby.module.css';

/** Spec §9: the lobby's QR code is 150 px at error-correction level L. */
export const LOBBY_QR_SIZE = 150;

/** Join this poll: the read-only link, Copy (Copied! for 2 s) and its QR code. */
export function JoinLink({ url }: { url: string }) {
  const { copied, error, copy } = useCopyToClipboard();
  const inputId = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.panelTitle}>
        Join this poll
      </h2>
      <div className={styles.joinBody}>
        <div className={styles.joinLink}>
          <label htmlFor={inputId} className={styles.label}>
            Link
          </label>
          <div className={styles.copyRow}>
            <input id={inputId} className={styles.linkInput} value={url} readOnly onFocus={(event) => event.target.select()} />
            <Button variant="secondary" onClick={() => void copy(url)} aria-live="polite">
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          </div>
          {error && <Alert>{error}</Alert>}
        </div>
        <QRCodeSVG value={url} size={LOBBY_QR_SIZE} level="L" title="QR code of the join link" className={styles.qr} />
      </div>
    </section>
  );
}
