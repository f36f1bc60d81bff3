import type { ReactNode } from 'react';
import { useWords } from '../../../lib/i18n';
import type { FinalOutcome } from '../utils/animation-types';
import styles from './count-animation.module.css';

/** tieAction: what a tie offers (Create runoff poll in the app; nothing in embedded results). */
export function FinalBox({ outcome, totalVotes, tieAction }: { outcome: FinalOutcome; totalVotes: number; tieAction?: ReactNode }) {
  const words = useWords();
  const { t } = words;
  const total = { count: words.shown(totalVotes), total: words.count(totalVotes) };
  if (outcome.kind === 'winner') {
    const won = outcome.reason === 'last-remaining' ? 'animation.finalWonLast' : 'animation.finalWonQuota';
    return (
      <section className={`${styles.final} ${styles.finalWinner}`} aria-labelledby="final-title">
        <h3 id="final-title">{t('animation.finalWinner', { name: outcome.name })}</h3>
        <p>{t(won, { name: outcome.name, votes: words.count(outcome.votes), rounds: outcome.rounds, ...total })}</p>
      </section>
    );
  }
  if (outcome.kind === 'winners') {
    return (
      <section className={`${styles.final} ${outcome.tied ? styles.finalTie : styles.finalWinner}`} aria-labelledby="final-title">
        <h3 id="final-title">
          {outcome.tied
            ? t('animation.finalElectedOf', { elected: outcome.names.length, seats: outcome.seats })
            : t('animation.finalWinners', { seats: outcome.seats })}
        </h3>
        <ol aria-label={t('winners.listLabel')}>
          {outcome.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ol>
        <p>
          {t('animation.finalElectedOrder', { rounds: outcome.rounds, ...total })}
          {outcome.tied && ` ${t('animation.finalSeatsTie', { names: words.list(outcome.tied) })}`}
        </p>
        {outcome.tied && tieAction}
      </section>
    );
  }
  const names = words.list(outcome.names);
  return (
    <section className={`${styles.final} ${styles.finalTie}`} aria-labelledby="final-title">
      <h3 id="final-title">{t('animation.finalTieTitle')}</h3>
      <p>{t('animation.finalTieBody', { names })}</p>
      <p>{t('animation.finalTieHow', { count: outcome.names.length, names })}</p>
      {tieAction}
    </section>
  );
}
