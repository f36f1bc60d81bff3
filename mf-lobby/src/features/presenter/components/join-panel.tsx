import { QRCodeSVG } from 'qrcode.react';
import styles from './presenter.module.css';

/** The big QR code (≥ 40% of the screen height, by CSS), the short code and the short link. */
export function JoinPanel({ url, code }: { url: string; code: string | null }) {
  const shown = url.replace(/^https?:\/\//, '');
  return (
    <section className={styles.join} aria-label="How to join">
      <QRCodeSVG value={url} size={512} level="M" marginSize={2} title="QR code of the join link" className={styles.qr} data-testid="presenter-qr" />
      <p className={styles.joinAt}>
        Join at <span className={styles.url}>{shown}</span>
      </p>
      {code && (
        <p className={styles.codeLine}>
          Code <strong className={styles.code} data-testid="presenter-code">{code}</strong>
        </p>
      )}
    </section>
  );
}
