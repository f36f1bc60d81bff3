import { useMemo } from 'react';
import { describeHeadToHead } from '@runoff/explain';
import { useWords } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { NumberTable, numberTableCaptionClass, numberTableClass } from '../../../lib/components/number-table';
import styles from './results-story.module.css';

interface HeadToHeadProps {
  counted: CountedResults;
}

/**
 * "Who beats whom": for each pair, the ballots ranking the row's option above the column's, counted in the
 * worker from the same ballots as the result; the Condorcet winner and whether it is the ranked-choice
 * winner. Educational: the ranked-choice count stays the result.
 */
export function HeadToHead({ counted }: HeadToHeadProps) {
  const { count, headToHead, names } = counted;
  const { t, count: formatCount, explanation } = useWords();
  const format = useMemo(() => explanation(names), [explanation, names]);
  const { options, above } = headToHead;
  if (options.length < 2) return null;
  const name = (id: string) => names[id] ?? id;
  const intl = (n: number) => formatCount(n);
  return (
    <section aria-labelledby="head-to-head-title" className={styles.section} data-testid="head-to-head">
      <h2 id="head-to-head-title" className={styles.sectionTitle}>
        {t('story.headToHeadTitle')}
      </h2>
      <p data-testid="condorcet">{format(describeHeadToHead(count, headToHead))}</p>
      {/* Columns are numbered, each row's name carries its number (the key): a phone fits numbers across,
          not names (issue 33). Each column is named in full for screen readers and on hover. */}
      <NumberTable title={t('story.headToHeadCaption')}>
        <table className={`${numberTableClass} ${styles.matrix}`}>
          <caption className={numberTableCaptionClass}>{t('story.headToHeadCaption')}</caption>
          <thead>
            <tr>
              <td />
              {options.map((id, i) => (
                <th key={id} scope="col" className={styles.number} aria-label={name(id)} title={name(id)}>
                  {intl(i + 1)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {options.map((id, i) => (
              <tr key={id}>
                <th scope="row">
                  <span className={styles.key} aria-hidden="true">
                    {intl(i + 1)}
                  </span>{' '}
                  {name(id)}
                </th>
                {options.map((other, j) => {
                  if (i === j) return <td key={other} className={styles.diagonal} aria-label={t('story.sameOption')} />;
                  const wins = above[i]![j]! > above[j]![i]!;
                  return (
                    <td key={other} className={`${styles.number} ${wins ? styles.wins : ''}`}>
                      {formatCount(above[i]![j]!)}
                      {wins && <span className={styles.visuallyHidden}>{t('story.wins')}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </NumberTable>
    </section>
  );
}
