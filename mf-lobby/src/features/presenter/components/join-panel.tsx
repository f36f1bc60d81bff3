import { QRCodeSVG } from 'qrcode.react';
import { useText } from '../../../lib/i18n';
import styles from './presenter.module.css';

/**
 * The big QR code (≥ 40% of the screen height, by CSS), the short code and the short link. The link and the
 * code read left to right in every language (dir="ltr" inside a right-to-left sentence).
 */
export function JoinPanel({ url, code }: { url: string; code: string | null }) {
  const { t, rich } = useText();
  const shown = url.replace(/^https?:\/\//, '');
  return (
    <section className={styles.join} aria-label={t('presenter.howToJoin')}>
      <QRCodeSVG value={url} size={512} level="M" marginSize={2} title={t('presenter.qrTitle')} className={styles.qr} data-testid="presenter-qr" />
      <p className={styles.joinAt}>
        {rich('presenter.joinAt', {
          link: (chunks) => (
            <bdi key="url" className={styles.url} dir="ltr">
              {chunks}
            </bdi>
          ),
          // A line may break after a slash of the link, never inside its code ("…/j/2W5V" / "NY" on a phone).
          url: shown.split('/').flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, `/${part}`])),
        })}
      </p>
      {code && (
        <p className={styles.codeLine}>
          {rich('presenter.code', {
            strong: (chunks) => (
              <strong key="code" className={styles.code} data-testid="presenter-code" dir="ltr">
                {chunks}
              </strong>
            ),
            code,
          })}
        </p>
      )}
    </section>
  );
}
