import { useMemo } from 'react';
import type { CountResult } from '@runoff/counting';
import { describeCount } from '@runoff/explain';
import { useWords } from '../../../lib/i18n';
import { ROUND_STATUS_LABELS } from '../../../lib/utils/round-details';
import styles from './results-panel.module.css';
import { useSectionId, useSectionLabelledBy } from '../../../lib/hooks/section-id';

interface RoundsBreakdownProps {
  count: CountResult;
  names: Readonly<Record<string, string>>;
}

/**
 * One row a round, in the words of @runoff/explain (docs/explanations.md), as on every other screen: the
 * standings and what the round decided and why, where the votes of the round's winners (their surplus) and
 * eliminated option go before the next round, and the ballots exhausted so far (every round, so a count of
 * partial rankings shows where its votes stopped counting). On a phone each round is a card instead of a
 * row of five narrow columns ("Round 3 · Option eliminated", then the details and the votes passed on at
 * full width): the same table, laid out by results-panel.module.css below its breakpoint (issue 33).
 */
export function RoundsBreakdown({ count, names }: RoundsBreakdownProps) {
  const titleId = useSectionId('rounds-title');
  const labelledBy = useSectionLabelledBy(titleId);
  const { t, count: formatCount, explanation, exactWords } = useWords();
  const format = useMemo(() => explanation(names), [explanation, names]);
  // The same sentences with exact figures, as a tooltip where the shown ones are rounded (issue 33).
  const formatExact = useMemo(() => exactWords().explanation(names), [exactWords, names]);
  const exactTitle = (shown: string, exact: string) => (shown === exact ? undefined : exact);
  const stories = useMemo(() => describeCount(count), [count]);
  return (
    <section aria-labelledby={labelledBy}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('rounds.title')}
      </h2>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.roundsTable}`}>
          <thead>
            <tr>
              <th scope="col">{t('rounds.round')}</th>
              <th scope="col">{t('rounds.status')}</th>
              <th scope="col">{t('rounds.details')}</th>
              <th scope="col">{t('rounds.passedOn')}</th>
              <th scope="col">{t('rounds.exhausted')}</th>
            </tr>
          </thead>
          <tbody>
            {count.rounds.map((round, i) => {
              const story = stories[i]!;
              return (
                <tr key={round.round}>
                  <th scope="row">
                    <span className={styles.wideOnly}>{formatCount(round.round)}</span>
                    <span className={styles.narrowOnly}>{t('chart.round', { round: round.round })}</span>
                  </th>
                  <td>
                    <span className={`${styles.status} ${styles[round.status]}`}>{t(ROUND_STATUS_LABELS[round.status])}</span>
                  </td>
                  <td data-testid={`round-${round.round}-details`}>{[story.standings, ...story.decision].map(format).join(' ')}</td>
                  <td data-testid={`round-${round.round}-transfers`} data-label={t('rounds.passedOn')}>
                    {story.transfers.length === 0 ? (
                      '—'
                    ) : (
                      <ul className={styles.transfers}>
                        {story.transfers.map((transfer, t) => (
                          <li key={round.transfers[t]!.from} title={exactTitle(format(transfer), formatExact(transfer))}>
                            {format(transfer)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td data-testid={`round-${round.round}-exhausted`} data-label={t('rounds.exhausted')} title={exactTitle(formatCount(round.exhausted), exactWords().exact(round.exhausted))}>
                    {formatCount(round.exhausted)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
