import type { Outcome } from '../utils/outcome';
import { useText } from '../../../lib/i18n';
import styles from './presenter.module.css';

/** The big announcement once the count is done. Names are the poll's options, listed in the reader's language. */
export function OutcomeBanner({ outcome }: { outcome: Outcome }) {
  const { t, intl } = useText();
  const names = (list: readonly string[]) => intl.formatList(list, { type: 'conjunction' });
  return (
    <section className={styles.outcome} aria-label={t('outcome.label')} data-testid="presenter-outcome">
      {outcome.kind === 'winner' && (
        <>
          <p className={styles.outcomeLabel}>{t('outcome.winner')}</p>
          <p className={styles.winner}>
            <bdi>{outcome.name}</bdi>
          </p>
          <p className={styles.outcomeNote}>{t('outcome.votesCounted', { count: outcome.totalVotes })}</p>
        </>
      )}
      {outcome.kind === 'winners' && (
        <>
          <p className={styles.outcomeLabel}>{t('outcome.winners', { seats: outcome.seats })}</p>
          <ol className={styles.winners}>
            {outcome.names.map((name) => (
              <li key={name} className={styles.winner}>
                <bdi>{name}</bdi>
              </li>
            ))}
          </ol>
          <p className={styles.outcomeNote}>{t('outcome.inOrder', { count: outcome.totalVotes })}</p>
        </>
      )}
      {outcome.kind === 'tie' && (
        <>
          {outcome.elected && <p className={styles.outcomeNote}>{t('outcome.elected', { names: names(outcome.elected) })}</p>}
          <p className={styles.outcomeLabel}>{t('outcome.tie')}</p>
          <p className={styles.winner}>{names(outcome.names)}</p>
          <p className={styles.outcomeNote}>{t('outcome.tieNote')}</p>
        </>
      )}
      {outcome.kind === 'no-votes' && <p className={styles.winner}>{t('outcome.noVotes')}</p>}
    </section>
  );
}
