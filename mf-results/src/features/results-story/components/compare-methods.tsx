import { useMemo } from 'react';
import { describeComparison, describeMargin } from '@runoff/explain';
import { useWords } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import styles from './methods.module.css';

/**
 * "Compare methods" (issue 31): every method on the same ballots, who each elects and by how much, then one
 * sentence for each way they disagree. A table where there is room; below 40rem each method is a card
 * (as the Rounds Breakdown), so a phone reads names, not two-letter columns.
 */
export function CompareMethods({ counted }: { counted: CountedResults }) {
  const { comparison, names, results } = counted;
  const words = useWords();
  const { t } = words;
  const format = useMemo(() => words.explanation(names), [words, names]);
  if (!comparison) return null;
  const name = (id: string) => names[id] ?? id;
  const own = results.poll.countingMethod;
  const sentences = describeComparison(comparison).map(format);
  return (
    <section aria-labelledby="compare-methods-title" className={styles.section} data-testid="compare-methods">
      <h2 id="compare-methods-title" className={styles.sectionTitle}>
        {t('compare.title')}
      </h2>
      <p>{t('compare.intro', { method: t(`methods.${own}`) })}</p>
      <table className={styles.compare}>
        <caption className={styles.caption}>{t('compare.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compare.method')}</th>
            <th scope="col">{t('compare.elects')}</th>
            <th scope="col">{t('compare.margin')}</th>
          </tr>
        </thead>
        <tbody>
          {comparison.outcomes.map((outcome) => (
            <tr key={outcome.method} data-testid={`compare-${outcome.method}`} className={outcome.method === own ? styles.own : undefined}>
              <th scope="row">
                {t(`methods.${outcome.method}`)}
                {outcome.method === own && <span className={styles.ownNote}> {t('compare.pollMethod')}</span>}
              </th>
              <td data-label={t('compare.elects')} className={styles.elects}>
                {outcome.winner ? name(outcome.winner) : t('compare.tie', { names: words.list((outcome.tie ?? []).map(name)) })}
              </td>
              <td data-label={t('compare.margin')}>{outcome.margin ? format(describeMargin(outcome.margin)) : t('compare.noMargin')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sentences.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('compare.why')}</h3>
          <ul className={styles.sentences} data-testid="compare-sentences">
            {sentences.map((sentence, i) => (
              <li key={i}>{sentence}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
