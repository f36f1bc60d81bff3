import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { CountResult } from '@runoff/shared/counting';
import { formatCount } from '../../../lib/format-count';
import { optionColor } from '../../../lib/option-colors';
import type { PollOption } from '@runoff/shared/domain';
import styles from './results-panel.module.css';

interface ResultsChartProps {
  count: CountResult;
  options: readonly PollOption[];
}

/**
 * The final round's counts as bars with the quota line, and, for screen readers and exact figures, the
 * votes of every option in every round as a table (a dash once an option is out of the count).
 */
const LABEL_CHARS = 16;
const shortLabel = (name: string) => ([...name].length > LABEL_CHARS ? `${[...name].slice(0, LABEL_CHARS - 1).join('')}…` : name);

export function ResultsChart({ count, options }: ResultsChartProps) {
  const finalRound = count.rounds[count.rounds.length - 1];
  if (!finalRound) return null;
  const data = options
    .map((option, index) => ({ name: option.text, votes: finalRound.counts[option.id] ?? 0, color: optionColor(index) }))
    .sort((a, b) => b.votes - a.votes);
  const summary = data.map((entry) => `${entry.name} ${formatCount(entry.votes)}`).join(', ');

  return (
    <section aria-labelledby="chart-title">
      <h2 id="chart-title" className={styles.sectionTitle}>
        Votes in the final round (round {finalRound.round})
      </h2>
      <figure className={styles.chart} role="img" aria-label={`Final round votes: ${summary}. Quota ${formatCount(count.quota)}.`}>
        <BarChart
          responsive
          layout="vertical"
          data={data}
          margin={{ top: 24, right: 32, bottom: 8, left: 8 }}
          style={{ width: '100%', height: Math.max(160, data.length * 44 + 40) }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickFormatter={formatCount} />
          {/* Axis labels stay legible: a long name is cut here and read in full in the table below. */}
          <YAxis type="category" dataKey="name" width={120} tickFormatter={shortLabel} />
          <Tooltip formatter={(value) => formatCount(Number(value))} />
          <ReferenceLine
            x={count.quota}
            ifOverflow="extendDomain"
            stroke="#0f172a"
            strokeDasharray="6 4"
            label={{ value: `Quota ${formatCount(count.quota)}`, position: 'top' }}
          />
          <Bar dataKey="votes" name="Votes" isAnimationActive={false}>
            {data.map((entry) => (
              <Cell key={entry.name} fill={entry.color} />
            ))}
          </Bar>
        </BarChart>
      </figure>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>Votes per option in each round</caption>
          <thead>
            <tr>
              <th scope="col">Option</th>
              {count.rounds.map((round) => (
                <th scope="col" key={round.round}>
                  Round {round.round}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {options.map((option) => (
              <tr key={option.id}>
                <th scope="row">{option.text}</th>
                {count.rounds.map((round) => (
                  <td key={round.round}>{option.id in round.counts ? formatCount(round.counts[option.id]!) : '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
