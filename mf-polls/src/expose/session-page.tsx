import type { RemoteSurface, SessionPageProps } from '@runoff/contracts';
import { OptionFields } from '../features/create-poll';
import { SessionControlPage } from '../features/session-host';

/** /sessions/:sessionId: the control page; a question's options are typed in the create-poll form's inputs. */
export function SessionPage({ sessionId, ResultsPanel }: SessionPageProps) {
  return <SessionControlPage key={sessionId} sessionId={sessionId} ResultsPanel={ResultsPanel} OptionFields={OptionFields} />;
}

export default SessionPage satisfies RemoteSurface['mf_polls']['./session-page']['default'];
