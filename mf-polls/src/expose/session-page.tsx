import type { RemoteSurface, SessionPageProps } from '@runoff/contracts';
import { SessionControlPage } from '../features/session-host';

/** /sessions/:sessionId: the control page of a session. */
export function SessionPage({ sessionId, ResultsPanel }: SessionPageProps) {
  return <SessionControlPage key={sessionId} sessionId={sessionId} ResultsPanel={ResultsPanel} />;
}

export default SessionPage satisfies RemoteSurface['mf_polls']['./session-page']['default'];
