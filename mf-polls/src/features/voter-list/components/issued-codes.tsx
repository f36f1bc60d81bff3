import { useRef, useState } from 'react';
import { localeDirection, useLocale } from '@runoff/platform/i18n';
import { Alert, Button } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { cardsDocument, codesCsv, codesFileName, downloadFile, type CodeCard } from '../utils/code-cards';
import { CodeCardSheet } from './code-card-sheet';
import styles from './voter-list.module.css';

export interface IssuedCodesProps {
  pollId: string;
  pollTitle: string;
  cards: CodeCard[];
  /** The host has saved them: the codes leave the page for good. */
  onDone: () => void;
}

/** Waits until every card's QR code is drawn (they load as a chunk of their own), at most a few seconds. */
async function qrCodesDrawn(sheet: HTMLElement, count: number): Promise<void> {
  for (let waited = 0; sheet.querySelectorAll('svg').length < count && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * New codes, readable this once (Runoff keeps only their hashes): print the cards, download them as a
 * printable page or as a CSV, then hide them.
 */
export function IssuedCodes({ pollId, pollTitle, cards, onDone }: IssuedCodesProps) {
  const { t } = useText();
  const locale = useLocale();
  const sheet = useRef<HTMLUListElement>(null);
  const [saved, setSaved] = useState(false);
  const title = t('codes.fileTitle', { title: pollTitle });

  const downloadPage = async () => {
    if (!sheet.current) return;
    await qrCodesDrawn(sheet.current, cards.length);
    downloadFile(codesFileName(pollId, cards, 'html'), cardsDocument(sheet.current.outerHTML, { lang: locale, dir: localeDirection(locale), title }), 'text/html;charset=utf-8');
    setSaved(true);
  };
  const downloadCsv = () => {
    downloadFile(codesFileName(pollId, cards, 'csv'), codesCsv(cards), 'text/csv;charset=utf-8');
    setSaved(true);
  };

  return (
    <section className={styles.issued} aria-labelledby="issued-codes-heading">
      <h2 id="issued-codes-heading" className={styles.sectionTitle}>
        {t('codes.issuedTitle', { count: cards.length })}
      </h2>
      <Alert tone="warning">{t('codes.shownOnce')}</Alert>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            window.print();
            setSaved(true);
          }}
        >
          {t('codes.print')}
        </Button>
        <Button variant="secondary" onClick={() => void downloadPage()}>
          {t('codes.downloadPage')}
        </Button>
        <Button variant="secondary" onClick={downloadCsv}>
          {t('codes.downloadCsv')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={!saved} aria-describedby="issued-codes-done-hint">
          {t('codes.done')}
        </Button>
      </div>
      <p id="issued-codes-done-hint" className={styles.hint}>
        {t('codes.doneHint')}
      </p>
      <div className={styles.printArea}>
        <CodeCardSheet ref={sheet} pollTitle={pollTitle} cards={cards} />
      </div>
    </section>
  );
}
