import { useId } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { LazyQrCode } from './lazy-qr-code';
import { useCopyToClipboard } from './use-copy-to-clipboard';
import { useText } from './i18n/ui-messages';
import styles from './share-link.module.css';

export interface ShareLinkProps {
  /** The poll's join link. */
  url: string;
  /** The block's heading: "Share this poll" on the detail page, "Join this poll" in the lobby. */
  title: string;
  /** The read-only field's label; "Join link" in the reader's language by default. */
  label?: string;
  /** Product §9: 96 on the detail page, 150 in the lobby, else 128. Error-correction level is always L. */
  qrSize?: number;
  /** The poll's short join code, shown in large type beside the link when the poll has one. */
  joinCode?: string | null;
}

/** A poll's join link, read-only, with Copy (Copied! for 2 s, or "Error copying link: …") and its QR code. */
export function ShareLink({ url, title, label, qrSize = 128, joinCode = null }: ShareLinkProps) {
  const { t, rich } = useText();
  const { copied, error, copy } = useCopyToClipboard();
  const inputId = useId();
  return (
    <section className={styles.share} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>
        <div className={styles.link}>
          <label htmlFor={inputId} className={styles.label}>
            {label ?? t('shareLink.label')}
          </label>
          <div className={styles.copyRow}>
            <input id={inputId} className={styles.linkInput} value={url} readOnly onFocus={(event) => event.target.select()} />
            <Button variant="secondary" onClick={() => void copy(url)} aria-live="polite">
              {copied ? t('shareLink.copied') : t('shareLink.copy')}
            </Button>
          </div>
          {error && <Alert>{error}</Alert>}
          {joinCode && (
            <p className={styles.code}>
              {rich('shareLink.code', {
                strong: (chunks) => (
                  <strong key="code" data-testid="join-code">
                    {chunks}
                  </strong>
                ),
                code: joinCode,
              })}
            </p>
          )}
        </div>
        <LazyQrCode value={url} size={qrSize} title={t('shareLink.qrTitle')} className={styles.qr} />
      </div>
    </section>
  );
}
