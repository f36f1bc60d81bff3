import { useWords } from '../../../lib/i18n';
import { flowLabel } from '../utils/flow-labels';
import type { RoundFlow } from '../utils/round-flows';
import { NumberTable, numberTableCaptionClass, numberTableClass } from '../../../lib/components/number-table';
import styles from './results-story.module.css';

interface FlowTableProps {
  flow: RoundFlow;
  names: Readonly<Record<string, string>>;
}

/** The flow diagram's numbers as a table: every flow from round r to round r + 1, the moves first. */
export function FlowTable({ flow, names }: FlowTableProps) {
  const { t, count } = useWords();
  const label = (key: string) => flowLabel(key, names, t);
  const moves = flow.links.filter((link) => link.kind === 'transfer');
  const stays = flow.links.filter((link) => link.kind === 'stays');
  return (
    <NumberTable title={t('story.flowCaption', { round: count(flow.round), next: count(flow.round + 1) })}>
      <table className={numberTableClass} data-testid="flow-table">
        <caption className={numberTableCaptionClass}>{t('story.flowCaption', { round: count(flow.round), next: count(flow.round + 1) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('story.flowFrom')}</th>
            <th scope="col">{t('story.flowTo')}</th>
            <th scope="col" className={styles.number}>
              {t('story.flowVotes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...moves, ...stays].map((link) => (
            <tr key={`${link.from}>${link.to}`} className={link.kind === 'stays' ? styles.stays : undefined}>
              <th scope="row">{label(link.from)}</th>
              <td>{link.kind === 'stays' ? t('story.flowStays', { name: label(link.to) }) : label(link.to)}</td>
              <td className={styles.number}>{count(link.votes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </NumberTable>
  );
}
