import type { RemoteSurface, SessionPageProps } from '@runoff/contracts';
import { SessionRoomPage, type RenderBallot } from '../features/session-room';
import { VotePanel } from '../features/vote/components/vote-panel';

// The session's question is voted on through its session; its ballot is the poll's own panel.
const renderBallot: RenderBallot = (question, channel) => <VotePanel poll={question} participantId={null} channel={channel} />;

/** /sessions/:sessionId/join: join a session once, then follow the host from question to question. */
export function SessionPage({ sessionId, sessionTitle, ResultsPanel }: SessionPageProps) {
  return <SessionRoomPage key={sessionId} sessionId={sessionId} sessionTitle={sessionTitle} ResultsPanel={ResultsPanel} renderBallot={renderBallot} />;
}

export default SessionPage satisfies RemoteSurface['mf_lobby']['./session-page']['default'];
