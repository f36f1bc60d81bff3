import { realtimeFor, type EmbedConnection } from './embed-connection';

export interface PublicPollHandlers {
  /** votes_cast {totalVotes}, status_changed {status}, poll_deleted: the public topic's events. */
  onEvent: (event: string, payload: Record<string, unknown>) => void;
  /** True once joined (again after every reconnection), false while the socket is down. */
  onLive: (live: boolean) => void;
}

// What realtime-js sends to join a private channel: broadcast only, no presence, no postgres changes. The
// topic is private so that only the database writes on it (anyone may read it); with no access_token the
// server takes the anon key as the token.
const joinConfig = {
  config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes: [], private: true },
};

/**
 * Follows poll-public:<poll id>, the topic the database writes for link holders
 * (supabase/migrations/20261123120000_public_poll_summary.sql; read-only since
 * 20261125130000_public_topic_read_only.sql). The socket reconnects and rejoins by itself.
 */
export function subscribePublicPoll(connection: EmbedConnection, pollId: string, handlers: PublicPollHandlers): () => void {
  return subscribePublicTopic(connection, `poll-public:${pollId}`, handlers);
}

/**
 * Follows a topic anyone may read and only the database writes: a poll's poll-public:<id>, a session's
 * session-public:<id> (20261128234000_session_embed.sql).
 */
export function subscribePublicTopic(connection: EmbedConnection, topic: string, handlers: PublicPollHandlers): () => void {
  const socket = realtimeFor(connection);
  // Realtime's topics carry the "realtime:" prefix on the wire (realtime-js adds it the same way).
  const channel = socket.channel(`realtime:${topic}`, joinConfig);
  channel.on('broadcast', (message: unknown) => {
    const { event, payload } = (message ?? {}) as { event?: unknown; payload?: unknown };
    if (typeof event === 'string') handlers.onEvent(event, typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {});
  });
  channel.onError(() => handlers.onLive(false));
  channel.onClose(() => handlers.onLive(false));
  channel.join().receive('ok', () => handlers.onLive(true));
  // A rejoin after a reconnection answers the same join push: 'ok' fires again and the embed re-reads.
  return () => {
    channel.leave();
  };
}
