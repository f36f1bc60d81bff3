import { useId } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Alert, Button } from '@runoff/shared/ui';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import styles from './poll-detail.module.css';

/** The join link with Copy (Copied! for 2 s) and its QR code at size 96, level L (spec §9). */
export function ShareLink({ url }: { url: string }) {
  const { copied, error, copy } = useCopyToClipboard();
  const inputId = useId();
  return (
    <section className={styles.share} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.sectionTitle}>
        Share this poll
      </h2>
      <div className={styles.shareBody}>
        <div className={styles.shareLink}>
          <label htmlFor={inputId} className={styles.label}>
            Join link
          </label>
          <div className={styles.copyRow}>
            <input id={inputId} className={styles.linkInput} value={url} readOnly onFocus={(event) => event.target.select()} />
            <Button variant="secondary" onClick={() => void copy(url)} aria-live="polite">
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          </div>
          {error && <Alert>{error}</Alert>}
        </div>
        <QRCodeSVG value={url} size={96} level="L" title="QR code of the join link" className={styles.qr} />
      </div>
    </section>
  );
}
