import { useEffect, useRef, useState } from 'react';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { loadSupabase, type RunoffSupabaseClient } from '@runoff/platform/supabase';
import { failure, FailureError } from '@runoff/platform/i18n';
import { notice as failed, type Notice } from '../../../lib/i18n';

/** The database's broadcasts on one topic, by event name (docs/database-api.md, "Realtime"). */
export type TopicEvents = Partial<Record<string, (payload: Record<string, unknown>) => void>>;

export interface ChannelLifecycle {
  /** Joined (again, after a reconnect): events may have been missed meanwhile. */
  onSubscribed(): void;
  /** The channel dropped after having been joined (socket closed, timed out); realtime-js rejoins by itself. */
  onDropped(): void;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * Listens to one private topic of the lobby: poll:<id> (the room), poll-host:<id> (the host) or user:<id>
 * (this person). Private channels are authorized by RLS when joined, so the socket carries the user's token
 * first (realtime.setAuth). `sessionKey` changes with the session, which resubscribes under the new
 * identity; a null topic listens to nothing. Returns the failure to show as "Error listening to updates: {message}", or null.
 */
export function useLobbyChannel(topic: string | null, sessionKey: string | null, events: TopicEvents, lifecycle: ChannelLifecycle): Notice | null {
  const [error, setError] = useState<Notice | null>(null);
  const handlers = useRef({ events, lifecycle });
  handlers.current = { events, lifecycle };

  useEffect(() => {
    if (!sessionKey || !topic) return;
    let supabase: RunoffSupabaseClient | null = null;
    let channel: RealtimeChannel | null = null;
    let cancelled = false;
    let joined = false;

    void (async () => {
      try {
        supabase = await loadSupabase();
        const { data } = await supabase.auth.getSession();
        const token = data.session?.access_token;
        if (!token) throw new FailureError(failure('realtime.not_signed_in'));
        await supabase.realtime.setAuth(token);
      } catch (cause) {
        if (!cancelled) setError(failed('failure.listen', cause));
        return;
      }
      if (cancelled) return;
      channel = supabase
        .channel(topic, { config: { private: true } })
        .on('broadcast', { event: '*' }, ({ event, payload }) => handlers.current.events[event]?.(asRecord(payload)))
        .subscribe((status, cause) => {
          if (cancelled) return;
          if (status === 'SUBSCRIBED') {
            joined = true;
            setError(null);
            handlers.current.lifecycle.onSubscribed();
          } else if (joined && (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED')) {
            // A drop after a successful join is a connection fault, not a refusal: the page says
            // "Reconnecting…" while realtime-js rejoins, and catches up once SUBSCRIBED comes again.
            console.warn('Lobby channel dropped:', topic, status, cause);
            handlers.current.lifecycle.onDropped();
          } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
            console.error('Lobby channel refused:', topic, status, cause);
            setError(failed('failure.listen', status === 'TIMED_OUT' ? failure('network.timed_out') : failure('realtime.channel_refused')));
          }
        });
    })();

    return () => {
      cancelled = true;
      if (channel && supabase) void supabase.removeChannel(channel);
    };
  }, [topic, sessionKey]);

  return error;
}
