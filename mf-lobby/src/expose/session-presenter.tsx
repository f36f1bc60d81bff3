import type { RemoteSurface, SessionPresenterProps } from '@runoff/contracts';
import { SessionPresenterView } from '../features/presenter';

/** /sessions/:sessionId/present, composed by the shell with mf_results' count animation and results story. */
function SessionPresenterModule({ sessionId, CountAnimation, ResultsStory }: SessionPresenterProps) {
  return <SessionPresenterView key={sessionId} sessionId={sessionId} CountAnimation={CountAnimation} ResultsStory={ResultsStory} />;
}

export default SessionPresenterModule satisfies RemoteSurface['mf_lobby']['./session-presenter']['default'];
