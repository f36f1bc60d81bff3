import { useId } from 'react';
import { Alert, Button, useCopyToClipboard } from '@runoff/ui';
import { embedBaseUrl } from '../api/runtime-connection';
import { embedSnippet } from '../utils/embed-snippet';
import styles from './embed-snippet.module.css';

/** On the Results tab: the snippet that shows this poll's results on another site, with Copy. */
export function EmbedSnippet({ pollId }: { pollId: string }) {
  const { copied, error, copy } = useCopyToClipboard();
  const id = useId();
  const snippet = embedSnippet(embedBaseUrl(), pollId);
  return (
    <details className={styles.snippet}>
      <summary className={styles.summary}>Embed these results on another site</summary>
      <p className={styles.help}>
        Paste this into any web page. It shows the live number of votes while voting is open, then the results, to
        anyone who opens the page: no sign-in. See docs/embedding.md for the options (theme, hide-chart, hide-rounds).
      </p>
      <label htmlFor={id} className={styles.label}>
        Embed code
      </label>
      <textarea id={id} className={styles.code} value={snippet} readOnly rows={3} onFocus={(event) => event.target.select()} />
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => void copy(snippet)} aria-live="polite">
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
    </details>
  );
}
