import type { ReactNode } from 'react';
import { useErrorMessage } from '@runoff/platform/i18n';
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
}

/** The Results tab and the lobby's results: loads the poll's ballots once and shows the engine's count. */
export function ResultsPanel({ pollId, renderActions, renderStory }: ResultsPanelProps) {
  const state = useCountedResults(pollId);
  const { t } = useText();
  const describe = useErrorMessage();
  if (state.status === 'loading') return <Spinner label={t('common.loadingResults')} />;
  if (state.status === 'error') return <Alert>{t('common.loadFailed', { message: describe(state.error) })}</Alert>;
  return (
    <ResultsView counted={state.data} actions={renderActions?.(state.data)} story={renderStory?.(state.data)} tieAction={<CreateRunoffButton pollId={pollId} />} />
  );
}
