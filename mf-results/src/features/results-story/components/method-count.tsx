import { useMemo } from 'react';
import { describeMethod } from '@runoff/explain';
import { useWords } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import styles from './methods.module.css';

/**
 * The poll's own method's count in its own terms (issue 31), after "Who beats whom" (the pairwise table):
 * Schulze's strongest paths, Ranked Pairs' pairs in the order they were locked or skipped (a cycle named as
 * a cycle), then every option's score (Minimax's worst defeat, Copeland's wins, Borda's points, plurality's
 * first choices). Nothing for the instant runoff, whose rounds are told elsewhere.
 */
export function MethodCount({ counted }: { counted: CountedResults }) {
  const { method, names, results } = counted;
  const words = useWords();
  const { t, count } = words;
  const format = useMemo(() => words.explanation(names), [words, names]);
  if (!method) return null;
  const methodName = t(`methods.${method.method}`);
  const sentences = describeMethod(method).map(format);
  const caption = t('method.scoresCaption', { method: methodName });
  return (
    <section aria-labelledby="method-count-title" className={styles.section} data-testid="method-count">
      <h2 id="method-count-title" className={styles.sectionTitle}>
        {t('method.title', { method: methodName })}
      </h2>
      {sentences.length > 0 && (
        <ol className={styles.steps} data-testid={`method-steps-${method.method}`}>
          {sentences.map((sentence, i) => (
            <li key={i}>{sentence}</li>
          ))}
        </ol>
      )}
      <table className={styles.scores}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('method.option')}</th>
            <th scope="col">{t(`method.score.${method.method}`)}</th>
          </tr>
        </thead>
        <tbody>
          {results.poll.options.map(({ id }) => (
            <tr key={id} className={method.winner === id ? styles.elected : undefined}>
              <th scope="row">{names[id] ?? id}</th>
              <td className={styles.number}>{count(method.scores[id] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
