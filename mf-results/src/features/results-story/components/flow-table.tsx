import { formatCount } from '../../../lib/format-count';
import { flowLabel } from '../utils/flow-labels';
import type { RoundFlow } from '../utils/round-flows';
import styles from './results-story.module.css';

interface FlowTableProps {
  flow: RoundFlow;
  names: Readonly<Record<string, string>>;
}

/** The flow diagram's numbers as a table: every flow from round r to round r + 1, the moves first. */
export function FlowTable({ flow, names }: FlowTableProps) {
  const moves = flow.links.filter((link) => link.kind === 'transfer');
  const stays = flow.links.filter((link) => link.kind === 'stays');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="flow-table">
        <caption className={styles.caption}>
          Votes from round {flow.round} to round {flow.round + 1}
        </caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col" className={styles.number}>
              Votes
            </th>
          </tr>
        </thead>
        <tbody>
          {[...moves, ...stays].map((link) => (
            <tr key={`${link.from}>${link.to}`} className={link.kind === 'stays' ? styles.stays : undefined}>
              <th scope="row">{flowLabel(link.from, names)}</th>
              <td>{link.kind === 'stays' ? `${flowLabel(link.to, names)} (stays)` : flowLabel(link.to, names)}</td>
              <td className={styles.number}>{formatCount(link.votes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
