import type { ReactNode } from 'react';
import { Alert } from '@runoff/shared/ui';
import type { CountedResults } from '../../../types/poll-results';
import { ElectionSummary } from './election-summary';
import { ResultsChart } from './results-chart';
import { RoundsBreakdown } from './rounds-breakdown';
import { StvExplanation } from './stv-explanation';
import { WinnerCard } from './winner-card';
import styles from './results-panel.module.css';

export interface ResultsViewProps {
  counted: CountedResults;
  /** Actions under the results (the Export Report button), composed by the exposed module. */
  actions?: ReactNode;
}

export function ResultsView({ counted, actions }: ResultsViewProps) {
  const { results, count, names } = counted;
  const name = (id: string) => names[id] ?? id;
  if (results.poll.options.length === 0) return <Alert tone="warning">No results available</Alert>;
  if (count.totalVotes === 0) {
    return (
      <div className={styles.empty}>
        <h3 className={styles.sectionTitle}>No votes yet</h3>
        <p>This poll hasn't received any votes yet. Share the poll link with others to start collecting votes.</p>
      </div>
    );
  }
  const order = results.poll.options.map((option) => option.id);
  return (
    <div className={styles.panel}>
      {results.poll.status !== 'completed' && (
        <Alert tone="info">Voting is still open: these results will change as more votes come in.</Alert>
      )}
      <StvExplanation />
      <WinnerCard count={count} name={name} />
      <ElectionSummary count={count} generatedAt={results.generatedAt} />
      <ResultsChart count={count} options={results.poll.options} />
      <RoundsBreakdown count={count} order={order} name={name} />
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
