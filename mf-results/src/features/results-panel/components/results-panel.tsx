import { useMemo, type ReactNode } from 'react';
import type { PublishedBallotList } from '@runoff/domain';
import { useFailureText } from '@runoff/platform/i18n';
import { Alert, Spinner } from '@runoff/ui';
import { useCountedResults } from '../../../lib/hooks/use-counted-results';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { CreateRunoffButton } from '../../../lib/components/create-runoff-button';
import { useText } from '../../../lib/i18n';
import { ResultsView } from './results-view';

export interface ResultsPanelProps {
  pollId: string;
  /** What to offer under loaded results (e.g. the export button); gets the counted results. */
  renderActions?: (counted: CountedResults) => ReactNode;
  /** The count explained under the rounds (the results-story feature), given the counted results. */
  renderStory?: (counted: CountedResults) => ReactNode;
  /** The ballot list's publication (issue 27), given the counted results. */
  renderPublication?: (counted: CountedResults) => ReactNode;
  /**
   * The list as the host just published it: it stands for the one read with the results, so the fingerprint
   * shows at once without counting the poll again.
   */
  ballotList?: PublishedBallotList;
}

/** The Results tab and the lobby's results: loads the poll's ballots once and shows the engine's count. */
export function ResultsPanel({ pollId, renderActions, renderStory, renderPublication, ballotList }: ResultsPanelProps) {
  const state = useCountedResults(pollId);
  const { t } = useText();
  const describe = useFailureText();
  if (state.status === 'loading') return <Spinner label={t('common.loadingResults')} />;
  if (state.status === 'error') return <Alert>{t('common.loadFailed', { message: describe(state.error) })}</Alert>;
  return <Counted counted={state.data} ballotList={ballotList} renderActions={renderActions} renderStory={renderStory} renderPublication={renderPublication} />;
}

function Counted({ counted: read, ballotList, renderActions, renderStory, renderPublication }: Omit<ResultsPanelProps, 'pollId'> & { counted: CountedResults }) {
  const counted = useMemo(() => (ballotList ? { ...read, results: { ...read.results, ballotList } } : read), [read, ballotList]);
  return (
    <ResultsView
      counted={counted}
      actions={renderActions?.(counted)}
      story={renderStory?.(counted)}
      publication={renderPublication?.(counted)}
      tieAction={<CreateRunoffButton pollId={counted.results.poll.id} />}
    />
  );
}
