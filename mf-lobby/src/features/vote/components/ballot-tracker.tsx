import { useState } from 'react';
import { Button } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { shownTracker, trackerFileName } from '../utils/tracker-text';
import styles from './vote.module.css';

/**
 * The ballot's tracker, shown once after a vote (issue 27): random, stored with the ballot only, so this
 * answer is the voter's only chance to keep it. Copy and Download; the trade-off is said beside it.
 */
export function BallotTracker({ tracker, pollId }: { tracker: string; pollId: string }) {
  const { t } = useText();
  const [copied, setCopied] = useState(false);
  const shown = shownTracker(tracker);
  const copy = () => {
    navigator.clipboard
      ?.writeText(shown)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  const download = () => {
    const blob = new Blob([`${t('vote.trackerFileText', { tracker: shown })}\n`], { type: 'text/plain;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = trackerFileName(pollId);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <section className={styles.tracker} aria-labelledby="ballot-tracker-heading">
      <h3 id="ballot-tracker-heading" className={styles.statusTitle}>
        {t('vote.trackerTitle')}
      </h3>
      {/* Latin letters and digits read left to right in every language; the line follows the page's side. */}
      <p className={styles.trackerCode}>
        <span dir="ltr" translate="no">
          {shown}
        </span>
      </p>
      <p>{t('vote.trackerHint')}</p>
      <p className={styles.hint}>{t('vote.trackerTradeOff')}</p>
      <div className={styles.trackerButtons}>
        <Button variant="secondary" onClick={copy} aria-live="polite">
          {copied ? t('vote.trackerCopied') : t('vote.trackerCopy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('vote.trackerDownload')}
        </Button>
      </div>
    </section>
  );
}
