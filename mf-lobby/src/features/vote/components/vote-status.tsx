import { Button } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import styles from './vote.module.css';

const TEXTS = {
  already: { title: 'vote.alreadyTitle', body: 'vote.alreadyBody' },
  submitted: { title: 'vote.submittedTitle', body: 'vote.submittedBody' },
} as const;

/** What the vote panel shows once this participant has voted (product §2.14). */
export function VoteStatus({ kind }: { kind: keyof typeof TEXTS }) {
  const { t } = useText();
  const text = TEXTS[kind];
  return (
    <div className={styles.status} role="status">
      <h3 className={styles.statusTitle}>{t(text.title)}</h3>
      <p>{t(text.body)}</p>
      {/* The spec's View Results reloads: the lobby then opens on the current phase. */}
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('vote.viewResults')}
      </Button>
    </div>
  );
}
