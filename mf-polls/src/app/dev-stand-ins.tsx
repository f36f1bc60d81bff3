import type { PollPageProps } from '@runoff/contracts';

/*
 * The standalone dev page runs mf_polls alone. In the shell, the results panel and the lobby come from
 * mf_results and mf_lobby; here these stand-ins mark where they go.
 */

export function DevResultsPanelStandIn({ pollId }: PollPageProps) {
  return <p>Results of poll {pollId} appear here in the full app (mf_results).</p>;
}

export function DevLobbyStandIn({ pollId }: PollPageProps) {
  return <p>The live lobby of poll {pollId} appears here in the full app (mf_lobby).</p>;
}
