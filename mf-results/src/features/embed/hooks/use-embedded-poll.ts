import { useEffect, useState } from 'react';
import { getCompletedResults } from '../api/completed-results';
import type { EmbedConnection } from '../api/embed-connection';
import { getPollSummary } from '../api/poll-summary';
import { subscribePublicPoll } from '../api/public-poll-channel';
import { runtimeConnection } from '../api/runtime-connection';
import { watchPoll, type EmbedState } from '../api/watch-poll';

const initial: EmbedState = { view: { kind: 'loading' }, offline: false, live: false };

/** The embedded poll's live state; a new poll id or project starts over. */
export function useEmbeddedPoll(pollId: string, connection: EmbedConnection | undefined): EmbedState {
  const [state, setState] = useState<EmbedState>(initial);
  const url = connection?.supabaseUrl;
  const key = connection?.anonKey;
  useEffect(() => {
    setState(initial);
    const given = url && key ? { supabaseUrl: url, anonKey: key } : undefined;
    return watchPoll(
      pollId,
      {
        connection: () => (given ? Promise.resolve(given) : runtimeConnection()),
        getSummary: getPollSummary,
        getResults: getCompletedResults,
        subscribe: subscribePublicPoll,
        events: window,
      },
      setState,
    );
  }, [pollId, url, key]);
  return state;
}
