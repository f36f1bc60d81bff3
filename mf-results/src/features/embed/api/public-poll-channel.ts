import { realtimeFor, type EmbedConnection } from './embed-connection';

export interface PublicPollHandlers {
  /** votes_cast {totalVotes}, status_changed {status}, poll_deleted: the public topic's events. */
  onEvent: (event: string, payload: Record<string, unknown>) => void;
  /** True once joined (again after every reconnection), false while the socket is down. */
  onLive: (live: boolean) => void;
}

/**
 * Follows poll-public:<poll id>, the public broadcast topic the database writes for link holders
 * (supabase/migrations/20261123120000_public_poll_summary.sql). realtime-js reconnects and rejoins by itself.
 */
export function subscribePublicPoll(connection: EmbedConnection, pollId: string, handlers: PublicPollHandlers): () => void {
  const socket = realtimeFor(connection);
  const channel = socket.channel(`poll-public:${pollId}`, { config: { private: false } });
  channel.on('broadcast', { event: '*' }, (message: { event: string; payload?: Record<string, unknown> }) =>
    handlers.onEvent(message.event, message.payload ?? {}),
  );
  channel.subscribe((status) => handlers.onLive(status === 'SUBSCRIBED'));
  return () => {
    void socket.removeChannel(channel);
  };
}
