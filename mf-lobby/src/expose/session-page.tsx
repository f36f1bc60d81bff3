import { lazy, useCallback } from 'react';
import type { RemoteSurface, SessionPageProps } from '@runoff/contracts';
import { SessionRoomPage, type RenderBallot } from '../features/session-room';

// The ranking UI (@dnd-kit) loads when a question's voting opens, not with the join form (as in the lobby);
// the question's view holds the Suspense boundary, so the room knows when the ballot is on screen.
const VotePanel = lazy(() => import('../features/vote/components/vote-panel').then((module) => ({ default: module.VotePanel })));

/** /sessions/:sessionId/join: join a session once, then follow the host from question to question. */
export function SessionPage({ sessionId, sessionTitle, ResultsPanel }: SessionPageProps) {
  // The session's question is voted on through its session; its ballot is the poll's own panel.
  const renderBallot = useCallback<RenderBallot>((question, channel) => <VotePanel poll={question} participantId={null} channel={channel} />, []);
  return <SessionRoomPage key={sessionId} sessionId={sessionId} sessionTitle={sessionTitle} ResultsPanel={ResultsPanel} renderBallot={renderBallot} />;
}

export default SessionPage satisfies RemoteSurface['mf_lobby']['./session-page']['default'];
