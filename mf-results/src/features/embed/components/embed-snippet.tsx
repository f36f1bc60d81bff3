import { useId } from 'react';
import { Alert, Button, useCopyToClipboard } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { embedBaseUrl } from '../api/runtime-connection';
import { embedSnippet } from '../utils/embed-snippet';
import styles from './embed-snippet.module.css';

/** On the Results tab: the snippet that shows this poll's results on another site, with Copy. */
export function EmbedSnippet({ pollId }: { pollId: string }) {
  const { copied, error, copy } = useCopyToClipboard();
  const id = useId();
  const { t } = useText();
  const snippet = embedSnippet(embedBaseUrl(), pollId);
  return (
    <details className={styles.snippet}>
      <summary className={styles.summary}>{t('embed.snippetSummary')}</summary>
      <p className={styles.help}>{t('embed.snippetHelp')}</p>
      <label htmlFor={id} className={styles.label}>
        {t('embed.snippetCode')}
      </label>
      <textarea id={id} className={styles.code} value={snippet} readOnly rows={3} onFocus={(event) => event.target.select()} />
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => void copy(snippet)} aria-live="polite">
          {copied ? t('embed.copied') : t('embed.copy')}
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
    </details>
  );
}
