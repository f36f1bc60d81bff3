import { useParams } from 'react-router';
import type { PollPageProps } from '@runoff/shared/federation';
import { RemotePage } from '../features/remotes';

/** Route elements for pages that live in remotes; all go through the one loader with its fallbacks. */

function usePollId(): string {
  const { pollId } = useParams();
  if (!pollId) throw new Error('This route needs a poll id');
  return pollId;
}

function ResultsPanel({ pollId }: PollPageProps) {
  return <RemotePage remote="mf_results" module="./results-panel" props={{ pollId }} />;
}

export function PollDetailRoute() {
  const pollId = usePollId();
  return <RemotePage key={pollId} remote="mf_polls" module="./poll-detail-page" props={{ pollId, ResultsPanel }} />;
}

export function JoinRoute() {
  const pollId = usePollId();
  return <RemotePage key={pollId} remote="mf_lobby" module="./join-page" props={{ pollId }} />;
}
