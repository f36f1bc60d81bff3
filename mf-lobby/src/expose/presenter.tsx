import type { PresenterProps, RemoteSurface } from '@runoff/contracts';
import { useLobby } from '../features/lobby';
import { PresenterView } from '../features/presenter';

/** The presenter view follows the poll with the lobby's own hook and private channel: composed here. */
function Presenter({ pollId, CountAnimation, ResultsStory }: PresenterProps) {
  const lobby = useLobby(pollId, null);
  return <PresenterView pollId={pollId} lobby={lobby} CountAnimation={CountAnimation} ResultsStory={ResultsStory} />;
}

/** /polls/:pollId/present, composed by the shell with mf_results' count animation and results story. */
function PresenterModule(props: PresenterProps) {
  return <Presenter key={props.pollId} {...props} />;
}

export default PresenterModule satisfies RemoteSurface['mf_lobby']['./presenter']['default'];
