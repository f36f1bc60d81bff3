import type { PollPageProps, RemoteSurface } from '@runoff/contracts';
import { useFailureText } from '@runoff/platform/i18n';
import { Alert, Spinner } from '@runoff/ui';
import { BallotFingerprint } from '../lib/components/ballot-fingerprint';
import { useText } from '../lib/i18n';
import { useCountedResults } from '../lib/hooks/use-counted-results';
import { ResultsStory } from '../features/results-story';

/**
 * The count explained for the presenter's projector (docs/explanations.md): every round in the describer's
 * words, where the votes went (the flow diagram and its table), who beats whom. It reads and counts the
 * poll's results itself, like the results panel; nothing shows before voting ends (ballot secrecy).
 */
function PresenterResultsStory({ pollId }: PollPageProps) {
  const state = useCountedResults(pollId);
  const { t } = useText();
  const describe = useFailureText();
  if (state.status === 'loading') return <Spinner label={t('story.explaining')} />;
  if (state.status === 'error') return <Alert>{t('common.loadFailed', { message: describe(state.error) })}</Alert>;
  const { ballotList, poll } = state.data.results;
  return (
    <>
      <ResultsStory counted={state.data} withRounds />
      {/* Once the host published the ballots (issue 27): the room sees the list's fingerprint. */}
      {ballotList && <BallotFingerprint fingerprint={ballotList.fingerprint} seats={poll.seats} />}
    </>
  );
}

export default PresenterResultsStory satisfies RemoteSurface['mf_results']['./results-story']['default'];
