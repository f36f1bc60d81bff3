import type { ReactNode } from 'react';
import { formatCount, formatVotes, listNames } from '../../../lib/format-count';
import type { FinalOutcome } from '../utils/animation-types';
import styles from './count-animation.module.css';

/** tieAction: what a tie offers (Create runoff poll in the app; nothing in embedded results). */
export function FinalBox({ outcome, totalVotes, tieAction }: { outcome: FinalOutcome; totalVotes: number; tieAction?: ReactNode }) {
  if (outcome.kind === 'winner') {
    return (
      <section className={`${styles.final} ${styles.finalWinner}`} aria-labelledby="final-title">
        <h3 id="final-title">Winner: {outcome.name}</h3>
        <p>
          {outcome.name} won with {formatCount(outcome.votes)} of {formatVotes(totalVotes)} after {outcome.rounds} round(s) of counting
          {outcome.reason === 'last-remaining' ? ', as the last option remaining.' : ', reaching the quota.'}
        </p>
      </section>
    );
  }
  if (outcome.kind === 'winners') {
    return (
      <section className={`${styles.final} ${outcome.tied ? styles.finalTie : styles.finalWinner}`} aria-labelledby="final-title">
        <h3 id="final-title">{outcome.tied ? `Elected ${outcome.names.length} of ${outcome.seats}` : `Winners: ${outcome.seats} seats`}</h3>
        <ol aria-label="Winners in order of election">
          {outcome.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ol>
        <p>
          Elected in this order from {formatVotes(totalVotes)} after {outcome.rounds} round(s) of counting.
          {outcome.tied && ` ${listNames(outcome.tied)} tie for the seats left: a runoff poll can decide.`}
        </p>
        {outcome.tied && tieAction}
      </section>
    );
  }
  const two = outcome.names.length === 2;
  return (
    <section className={`${styles.final} ${styles.finalTie}`} aria-labelledby="final-title">
      <h3 id="final-title">Tie Detected - Runoff Vote Needed</h3>
      <p>
        {listNames(outcome.names)} have exactly the same number of votes, so no winner can be determined from these
        ballots.
      </p>
      <p>
        To decide, create a new runoff poll with only the {two ? 'two tied options' : 'tied options'} (
        {listNames(outcome.names)}) and ask everyone to vote again.
      </p>
      {tieAction}
    </section>
  );
}
