import type { PollPageProps } from '@runoff/shared/federation';
import { RemoteSlot } from './remote-slot';

/** mf_results' panel, for the standalone page (in the shell, the shell passes its own ResultsPanel). */
export function RemoteResultsPanel({ pollId }: PollPageProps) {
  return <RemoteSlot remote="mf_results" module="./results-panel" props={{ pollId }} label="results" />;
}

/** mf_lobby's live lobby, used until the shell passes a LobbyPanel as it does ResultsPanel. */
export function RemoteLobbyPanel({ pollId }: PollPageProps) {
  return <RemoteSlot remote="mf_lobby" module="./lobby" props={{ pollId }} label="poll lobby" />;
}
