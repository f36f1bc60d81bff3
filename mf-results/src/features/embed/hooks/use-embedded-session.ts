import { useEffect, useState } from 'react';
import type { EmbedConnection } from '../api/embed-connection';
import { subscribePublicTopic } from '../api/public-poll-channel';
import { runtimeConnection } from '../api/runtime-connection';
import { getSessionEmbed } from '../api/session-embed';
import { watchSession, type SessionEmbedState } from '../api/watch-session';

const initial: SessionEmbedState = { view: { kind: 'loading' }, offline: false, live: false };

/** The embedded session's live state; a new session id or project starts over. */
export function useEmbeddedSession(sessionId: string, connection: EmbedConnection | undefined): SessionEmbedState {
  const [state, setState] = useState<SessionEmbedState>(initial);
  const url = connection?.supabaseUrl;
  const key = connection?.anonKey;
  useEffect(() => {
    setState(initial);
    const given = url && key ? { supabaseUrl: url, anonKey: key } : undefined;
    return watchSession(
      sessionId,
      {
        connection: () => (given ? Promise.resolve(given) : runtimeConnection()),
        getSummary: getSessionEmbed,
        subscribe: subscribePublicTopic,
        events: window,
      },
      setState,
    );
  }, [sessionId, url, key]);
  return state;
}
