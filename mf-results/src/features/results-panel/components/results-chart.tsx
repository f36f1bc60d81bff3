import type { CSSProperties } from 'react';
import type { CountResult } from '@runoff/counting';
import { useWords } from '../../../lib/i18n';
import { optionColor } from '../../../lib/utils/option-colors';
import type { PollOption } from '@runoff/domain';
import { NumberTable, numberTableCaptionClass, numberTableClass } from '../../../lib/components/number-table';
import chart from './results-chart.module.css';
import styles from './results-panel.module.css';
import { useSectionId, useSectionLabelledBy } from '../../../lib/hooks/section-id';

interface ResultsChartProps {
  count: CountResult;
  options: readonly PollOption[];
}

/**
 * The final round's counts as bars with the quota line (plain HTML and CSS: embedded results load it on
 * other sites within their weight budget, docs/embedding.md), and, for screen readers and exact figures, the
 * votes of every option in every round as a table (a dash once an option is out of the count).
 */
export function ResultsChart({ count, options }: ResultsChartProps) {
  const titleId = useSectionId('chart-title');
  const labelledBy = useSectionLabelledBy(titleId);
  const { t, count: formatCount, exact, units } = useWords();
  // The exact figure in a tooltip where the table shows it rounded (issue 33).
  const exactTitle = (votes: number) => (exact(votes) === formatCount(votes) ? undefined : exact(votes));
  const finalRound = count.rounds[count.rounds.length - 1];
  if (!finalRound) return null;
  const data = options
    .map((option, index) => ({ name: option.text, votes: finalRound.counts[option.id] ?? 0, color: optionColor(index) }))
    .sort((a, b) => b.votes - a.votes);
  const summary = units(data.map((entry) => `${entry.name} ${formatCount(entry.votes)}`));
  // Bars and the quota marker share one scale; the quota may lie beyond the longest bar.
  const scale = Math.max(count.quota, ...data.map((entry) => entry.votes), 1);
  const percent = (votes: number) => `${(100 * votes) / scale}%`;

  return (
    <section aria-labelledby={labelledBy}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('chart.title', { round: finalRound.round })}
      </h2>
      <figure className={styles.chart} role="img" aria-label={t('chart.label', { summary, quota: formatCount(count.quota) })}>
        <div className={chart.bars} style={{ '--quota-fraction': String(count.quota / scale) } as CSSProperties}>
          <span className={chart.quota} aria-hidden="true">
            <span className={chart.quotaLabel}>{t('chart.quota', { quota: formatCount(count.quota) })}</span>
          </span>
          {data.map((entry) => (
            <div key={entry.name} className={chart.row}>
              <span className={chart.name} title={entry.name}>
                {entry.name}
              </span>
              <span className={chart.track}>
                <span className={chart.bar} style={{ width: percent(entry.votes), background: entry.color }} />
                <span className={chart.value}>{formatCount(entry.votes)}</span>
              </span>
            </div>
          ))}
        </div>
      </figure>
      <NumberTable title={t('chart.tableCaption')}>
        <table className={numberTableClass}>
          <caption className={numberTableCaptionClass}>{t('chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.option')}</th>
              {count.rounds.map((round) => (
                // Short on screen ("R3") so six rounds fit beside the names; read out and hovered in full.
                <th scope="col" key={round.round} aria-label={t('chart.round', { round: round.round })} title={t('chart.round', { round: round.round })}>
                  {t('chart.roundShort', { round: round.round })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {options.map((option) => (
              <tr key={option.id}>
                <th scope="row">{option.text}</th>
                {count.rounds.map((round) => (
                  <td key={round.round} title={option.id in round.counts ? exactTitle(round.counts[option.id]!) : undefined}>
                    {option.id in round.counts ? formatCount(round.counts[option.id]!) : '–'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </NumberTable>
    </section>
  );
}
