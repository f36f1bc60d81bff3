import { lazy, Suspense, useCallback } from 'react';
import type { RemoteSurface, SessionPageProps } from '@runoff/contracts';
import { Spinner } from '@runoff/ui';
import { SessionRoomPage, type RenderBallot } from '../features/session-room';
import { useText } from '../lib/i18n';

// The ranking UI (@dnd-kit) loads when a question's voting opens, not with the join form (as in the lobby).
const VotePanel = lazy(() => import('../features/vote/components/vote-panel').then((module) => ({ default: module.VotePanel })));

/** /sessions/:sessionId/join: join a session once, then follow the host from question to question. */
export function SessionPage({ sessionId, sessionTitle, ResultsPanel }: SessionPageProps) {
  const { t } = useText();
  // The session's question is voted on through its session; its ballot is the poll's own panel.
  const renderBallot = useCallback<RenderBallot>(
    (question, channel) => (
      <Suspense fallback={<Spinner label={t('lobby.loadingBallot')} />}>
        <VotePanel poll={question} participantId={null} channel={channel} />
      </Suspense>
    ),
    [t],
  );
  return <SessionRoomPage key={sessionId} sessionId={sessionId} sessionTitle={sessionTitle} ResultsPanel={ResultsPanel} renderBallot={renderBallot} />;
}

export default SessionPage satisfies RemoteSurface['mf_lobby']['./session-page']['default'];
