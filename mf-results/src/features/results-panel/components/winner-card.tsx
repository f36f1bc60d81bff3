import type { ReactNode } from 'react';
import type { CountResult } from '@runoff/counting';
import { describeMargin } from '@runoff/explain';
import { useWords } from '../../../lib/i18n';
import type { MethodOutcome } from '../../../lib/utils/method-outcome';
import styles from './results-panel.module.css';
import { useSectionId, useSectionLabelledBy } from '../../../lib/hooks/section-id';

interface WinnerCardProps {
  count: CountResult;
  name: (id: string) => string;
  /** The poll's own method's result, when it is not the instant runoff: it decides the winner shown. */
  method?: MethodOutcome | null;
  /** What a tie offers (Create runoff poll in the app; nothing in embedded results). */
  tieAction?: ReactNode;
}

export function WinnerCard({ count, name, method, tieAction }: WinnerCardProps) {
  const titleId = useSectionId('winner-title');
  const labelledBy = useSectionLabelledBy(titleId);
  const words = useWords();
  const { t } = words;
  const lastRound = count.rounds[count.rounds.length - 1];
  if (method) return <MethodWinnerCard outcome={method} names={name} tieAction={tieAction} />;
  if (count.seats > 1) return <WinnersCard count={count} name={name} tieAction={tieAction} />;
  if (!count.winner) {
    return (
      <section className={`${styles.winner} ${styles.noWinner}`} aria-labelledby={labelledBy}>
        <h2 id={titleId} className={styles.winnerLabel}>
          {t('winner.title')}
        </h2>
        <p>{t('winner.none')}</p>
        {count.tie && (
          <>
            <p className={styles.tie}>{t('winner.tied', { names: words.list(count.tie.map(name)) })}</p>
            {tieAction}
          </>
        )}
      </section>
    );
  }
  return (
    <section className={styles.winner} aria-labelledby={labelledBy}>
      <h2 id={titleId} className={styles.winnerLabel}>
        {t('winner.title')}
      </h2>
      <p className={styles.winnerName}>{name(count.winner)}</p>
      <p>
        {t('winner.won', { rounds: count.rounds.length })}
        {lastRound &&
          ` ${t('winner.finalRound', {
            votes: words.count(lastRound.counts[count.winner] ?? 0),
            count: words.shown(count.totalVotes),
            total: words.count(count.totalVotes),
          })}`}
      </p>
    </section>
  );
}

/** Several seats: the winners in order of election, each with the round that elected it; a tie after them. */
function WinnersCard({ count, name, tieAction }: { count: CountResult; name: (id: string) => string; tieAction?: ReactNode }) {
  const titleId = useSectionId('winner-title');
  const labelledBy = useSectionLabelledBy(titleId);
  const words = useWords();
  const { t } = words;
  const electedIn = (id: string) => count.rounds.find((round) => round.winners.includes(id))?.round ?? 0;
  return (
    <section className={`${styles.winner} ${count.tie ? styles.noWinner : ''}`} aria-labelledby={labelledBy}>
      <h2 id={titleId} className={styles.winnerLabel}>
        {t('winners.title')}
      </h2>
      <p>{t('winners.filled', { filled: count.winners.length, seats: count.seats, rounds: count.rounds.length })}</p>
      {count.winners.length > 0 && (
        <ol className={styles.winnerList} aria-label={t('winners.listLabel')}>
          {count.winners.map((id) => (
            <li key={id}>
              <span className={styles.winnerName}>{name(id)}</span> <span>{t('winners.electedIn', { round: electedIn(id) })}</span>
            </li>
          ))}
        </ol>
      )}
      {count.tie && (
        <>
          <p className={styles.tie}>{t('winners.tied', { names: words.list(count.tie.map(name)) })}</p>
          {tieAction}
        </>
      )}
    </section>
  );
}

/** A one-winner method's result (issue 31): the winner by that method, which method, and by how much. */
function MethodWinnerCard({ outcome, names, tieAction }: { outcome: MethodOutcome; names: (id: string) => string; tieAction?: ReactNode }) {
  const titleId = useSectionId('winner-title');
  const labelledBy = useSectionLabelledBy(titleId);
  const words = useWords();
  const { t } = words;
  const ids = [outcome.winner, outcome.margin?.over].filter((id): id is string => typeof id === 'string');
  const format = words.explanation(Object.fromEntries(ids.map((id) => [id, names(id)])));
  const countedBy = <p data-testid="winner-method">{t('winner.countedBy', { method: t(`methods.${outcome.method}`) })}</p>;
  if (!outcome.winner) {
    return (
      <section className={`${styles.winner} ${styles.noWinner}`} aria-labelledby={labelledBy}>
        <h2 id={titleId} className={styles.winnerLabel}>
          {t('winner.title')}
        </h2>
        <p>{t('winner.none')}</p>
        {countedBy}
        {outcome.tie && (
          <>
            <p className={styles.tie}>{t('winner.tied', { names: words.list(outcome.tie.map(names)) })}</p>
            {tieAction}
          </>
        )}
      </section>
    );
  }
  return (
    <section className={styles.winner} aria-labelledby={labelledBy}>
      <h2 id={titleId} className={styles.winnerLabel}>
        {t('winner.title')}
      </h2>
      <p className={styles.winnerName}>{names(outcome.winner)}</p>
      {countedBy}
      {outcome.margin && <p>{t('winner.wonBy', { margin: format(describeMargin(outcome.margin)) })}</p>}
    </section>
  );
}
