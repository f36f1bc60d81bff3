import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { describeTransfer } from '@runoff/explain';
import { useWords } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { roundFlows } from '../utils/round-flows';
import { useNarrow } from '../hooks/use-narrow';
import { FlowTable } from './flow-table';
import styles from './results-story.module.css';

// d3-sankey and the drawing load when the section is shown (docs/explanations.md).
const FlowDiagram = lazy(() => import('./flow-diagram'));

interface VoteFlowProps {
  counted: CountedResults;
}

/**
 * "Where the votes went": for one round at a time (picked below), the flow diagram of its transfers and
 * the table of the same numbers, with the describer's sentence for each transfer. One round at a time keeps
 * 20 options and 19 rounds legible, and on a phone.
 */
export function VoteFlow({ counted }: VoteFlowProps) {
  const { count, names, results } = counted;
  const flows = useMemo(() => roundFlows(count), [count]);
  const order = useMemo(() => results.poll.options.map((option) => option.id), [results.poll.options]);
  const { t, count: formatCount, explanation } = useWords();
  const format = useMemo(() => explanation(names), [explanation, names]);
  const [picked, setPicked] = useState(() => Math.max(0, flows.findIndex((flow) => flow.moves)));
  const pickerId = useId();
  const narrow = useNarrow();
  const flow = flows[picked];
  if (!flow) return null;
  const round = count.rounds[picked]!;
  return (
    <section aria-labelledby={`${pickerId}-title`} className={styles.section} data-testid="vote-flow">
      <h2 id={`${pickerId}-title`} className={styles.sectionTitle}>
        {t('story.flowTitle')}
      </h2>
      <div className={styles.picker}>
        <label htmlFor={pickerId}>{t('story.flowPicker')}</label>
        <select id={pickerId} value={picked} onChange={(event) => setPicked(Number(event.target.value))}>
          {flows.map((each, i) => (
            <option key={each.round} value={i}>
              {t('story.flowOption', { round: formatCount(each.round), next: formatCount(each.round + 1) })}
            </option>
          ))}
        </select>
      </div>
      <ul className={styles.sentences} aria-live="polite">
        {round.transfers.map((transfer) => (
          <li key={transfer.from}>{format(describeTransfer(transfer))}</li>
        ))}
      </ul>
      {narrow ? (
        // A phone: the table reads at any width; the diagram, whose labels a 360 px screen cuts, waits behind
        // a disclosure and loads only when opened (issue 33).
        <div className={styles.flow}>
          <FlowTable flow={flow} names={names} />
          <details className={styles.diagramDisclosure}>
            <summary>{t('story.showDiagram')}</summary>
            <Suspense fallback={<p className={styles.muted}>{t('story.drawing')}</p>}>
              <FlowDiagram flow={flow} names={names} order={order} />
            </Suspense>
          </details>
        </div>
      ) : (
        <div className={styles.flow}>
          <Suspense fallback={<p className={styles.muted}>{t('story.drawing')}</p>}>
            <FlowDiagram flow={flow} names={names} order={order} />
          </Suspense>
          <FlowTable flow={flow} names={names} />
        </div>
      )}
    </section>
  );
}
