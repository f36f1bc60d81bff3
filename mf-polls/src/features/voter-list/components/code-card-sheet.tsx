import { forwardRef } from 'react';
import { LazyQrCode } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import type { CodeCard } from '../utils/code-cards';
import styles from './voter-list.module.css';

/** Product §9's smallest QR code that a phone reads from paper at arm's length. */
const CARD_QR_SIZE = 128;

export interface CodeCardSheetProps {
  pollTitle: string;
  cards: CodeCard[];
}

/**
 * One card per printed code (issue 27): the poll, the card's number, the code in large type and a QR code
 * of the link that carries it. The data-* attributes style the downloaded page (code-cards.ts), which
 * holds this very markup.
 */
export const CodeCardSheet = forwardRef<HTMLUListElement, CodeCardSheetProps>(function CodeCardSheet({ pollTitle, cards }, ref) {
  const { t } = useText();
  return (
    <ul ref={ref} className={styles.sheet} data-sheet="" aria-label={t('codes.sheet')}>
      {cards.map((card) => (
        <li key={card.id} className={styles.card} data-card={card.number}>
          <h3 className={styles.cardTitle}>
            <bdi>{pollTitle}</bdi>
          </h3>
          <p className={styles.cardNumber}>{t('codes.cardNumber', { number: card.number })}</p>
          <LazyQrCode value={card.link} size={CARD_QR_SIZE} title={t('codes.qrTitle', { number: card.number })} className={styles.cardQr} />
          <p className={styles.cardCode} data-card-code="" translate="no" dir="ltr">
            {card.code}
          </p>
          <p className={styles.cardHelp}>{t('codes.cardHelp')}</p>
          <p className={styles.cardLink} data-card-link="" dir="ltr">
            {card.link}
          </p>
        </li>
      ))}
    </ul>
  );
});
