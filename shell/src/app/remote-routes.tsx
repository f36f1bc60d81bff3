import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from '@runoff/platform/router';
import { takeResolvedPoll } from '../features/join-code';
import type { CountAnimationProps, PollPageProps } from '@runoff/contracts';
import { RemotePage } from '../features/remotes';
import { takeVotingCode } from './voting-code-link';

/**
 * Route elements for pages that live in remotes. Remotes never load each other: the shell composes
 * them here, handing each page the other remotes' parts, every one behind the loader and its fallback.
 */

function usePollId(): string {
  const { pollId } = useParams();
  if (!pollId) throw new Error('This route needs a poll id');
  return pollId;
}

function ResultsPanel({ pollId }: PollPageProps) {
  return <RemotePage remote="mf_results" module="./results-panel" props={{ pollId }} />;
}

function CountAnimation({ pollId, onClose }: CountAnimationProps) {
  return <RemotePage remote="mf_results" module="./count-animation" props={{ pollId, onClose }} />;
}

function ResultsStory({ pollId }: PollPageProps) {
  return <RemotePage remote="mf_results" module="./results-story" props={{ pollId }} />;
}

function LobbyPanel({ pollId }: PollPageProps) {
  return <RemotePage remote="mf_lobby" module="./lobby" props={{ pollId, ResultsPanel, CountAnimation }} />;
}

export function PollDetailRoute() {
  const pollId = usePollId();
  return <RemotePage key={pollId} remote="mf_polls" module="./poll-detail-page" props={{ pollId, ResultsPanel, LobbyPanel }} />;
}

/** /polls/:pollId/voters: a list poll's voter list, for its host (issue 27). */
export function VoterListRoute() {
  const pollId = usePollId();
  return <RemotePage key={pollId} remote="mf_polls" module="./voter-list-page" props={{ pollId }} />;
}

export function PresentRoute() {
  const pollId = usePollId();
  return <RemotePage key={pollId} remote="mf_lobby" module="./presenter" props={{ pollId, CountAnimation, ResultsStory }} />;
}

/**
 * A printed card's voting code (`?code=`), read once and taken out of the address bar at once, before the
 * join page has loaded: it must not stay in the history, a bookmark or a screenshot.
 */
function useVotingCodeFromLink(): string | undefined {
  const navigate = useNavigate();
  // The address as the page opened, read once: a later change of the query is none of this hook's.
  const [opened] = useState(useLocation());
  const [taken] = useState(() => takeVotingCode(opened.search));
  useEffect(() => {
    if (taken.search === opened.search) return;
    void navigate({ pathname: opened.pathname, search: taken.search, hash: opened.hash }, { replace: true, state: opened.state });
  }, [navigate, opened, taken]);
  return taken.code;
}

/** /polls/:pollId/check: "Check my ballot" (issue 27), open signed in or not, as the published list is. */
export function CheckBallotRoute() {
  const pollId = usePollId();
  return <RemotePage key={pollId} remote="mf_results" module="./check-ballot-page" props={{ pollId }} />;
}

export function JoinRoute() {
  const pollId = usePollId();
  // The poll the join code resolved to a moment ago, taken once: the page starts from it.
  const [initialPoll] = useState(() => takeResolvedPoll(pollId));
  const votingCode = useVotingCodeFromLink();
  return <RemotePage key={pollId} remote="mf_lobby" module="./join-page" props={{ pollId, initialPoll, votingCode, ResultsPanel, CountAnimation }} />;
}

function useSessionId(): string {
  const { sessionId } = useParams();
  if (!sessionId) throw new Error('This route needs a session id');
  return sessionId;
}

/** /sessions/:sessionId/join: the room's page of a session (issue 32). */
export function SessionJoinRoute() {
  const sessionId = useSessionId();
  // The title /j/{code} found with the session, if the visitor came that way.
  const state: unknown = useLocation().state;
  const given = typeof state === 'object' && state !== null ? (state as { sessionTitle?: unknown }).sessionTitle : undefined;
  const sessionTitle = typeof given === 'string' ? given : undefined;
  return <RemotePage key={sessionId} remote="mf_lobby" module="./session-page" props={{ sessionId, sessionTitle, ResultsPanel }} />;
}

/** /sessions/:sessionId: the host's control page of a session. */
export function SessionControlRoute() {
  const sessionId = useSessionId();
  return <RemotePage key={sessionId} remote="mf_polls" module="./session-page" props={{ sessionId, ResultsPanel }} />;
}

/** /sessions/:sessionId/report: a session's report, every question's results, printable (issue 32). */
export function SessionReportRoute() {
  const sessionId = useSessionId();
  return <RemotePage key={sessionId} remote="mf_results" module="./session-report" props={{ sessionId }} />;
}

/** /sessions/:sessionId/present: a session on the projector (host and co-hosts), with mf_results' count. */
export function SessionPresentRoute() {
  const sessionId = useSessionId();
  return <RemotePage key={sessionId} remote="mf_lobby" module="./session-presenter" props={{ sessionId, CountAnimation, ResultsStory }} />;
}
