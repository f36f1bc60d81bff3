import { useEffect, useRef, useState } from 'react';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { failureMessage, loadSupabase, type RunoffSupabaseClient } from '@runoff/platform/supabase';

/** Handlers for the database's broadcasts on `poll:<id>` (docs/database-api.md, Realtime). */
export interface LobbyEvents {
  onParticipantJoined(payload: Record<string, unknown>): void;
  onParticipantVoted(payload: Record<string, unknown>): void;
  onStatusChanged(payload: Record<string, unknown>): void;
  onPollDeleted(): void;
  /** The host removed a participant while the poll was waiting. */
  onParticipantRemoved?(payload: Record<string, unknown>): void;
  /** Joined (again, after a reconnect): events may have been missed meanwhile. */
  onSubscribed(): void;
  /** The channel dropped after having been joined (socket closed, timed out); realtime-js rejoins by itself. */
  onDropped?(): void;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * Listens to the poll's private lobby channel. Private channels are authorized by RLS when joined, so the
 * socket must carry the user's token first (realtime.setAuth). `sessionKey` changes with the session, which
 * resubscribes under the new identity. Returns "Error listening to updates: {message}" or null.
 */
export function useLobbyChannel(pollId: string, sessionKey: string | null, events: LobbyEvents): string | null {
  const [error, setError] = useState<string | null>(null);
  const handlers = useRef(events);
  handlers.current = events;

  useEffect(() => {
    if (!sessionKey) return;
    let supabase: RunoffSupabaseClient | null = null;
    let channel: RealtimeChannel | null = null;
    let cancelled = false;
    let joined = false;

    void (async () => {
      try {
        supabase = await loadSupabase();
        const { data } = await supabase.auth.getSession();
        const token = data.session?.access_token;
        if (!token) throw new Error('You are not signed in');
        await supabase.realtime.setAuth(token);
      } catch (failure) {
        if (!cancelled) setError(failureMessage('Error listening to updates', failure));
        return;
      }
      if (cancelled) return;
      channel = supabase
        .channel(`poll:${pollId}`, { config: { private: true } })
        .on('broadcast', { event: 'participant_joined' }, ({ payload }) => handlers.current.onParticipantJoined(asRecord(payload)))
        .on('broadcast', { event: 'participant_voted' }, ({ payload }) => handlers.current.onParticipantVoted(asRecord(payload)))
        .on('broadcast', { event: 'status_changed' }, ({ payload }) => handlers.current.onStatusChanged(asRecord(payload)))
        .on('broadcast', { event: 'poll_deleted' }, () => handlers.current.onPollDeleted())
        .on('broadcast', { event: 'participant_removed' }, ({ payload }) => handlers.current.onParticipantRemoved?.(asRecord(payload)))
        .subscribe((status, failure) => {
          if (cancelled) return;
          if (status === 'SUBSCRIBED') {
            joined = true;
            setError(null);
            handlers.current.onSubscribed();
          } else if (joined && (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED')) {
            // A drop after a successful join is a connection fault, not a refusal: the page says
            // "Reconnecting…" while realtime-js rejoins, and catches up once SUBSCRIBED comes again.
            console.warn('Lobby channel dropped:', status, failure);
            handlers.current.onDropped?.();
          } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
            const reason = failure ?? new Error(status === 'TIMED_OUT' ? 'The server did not answer in time' : 'The channel was refused');
            console.error(reason);
            setError(failureMessage('Error listening to updates', reason));
          }
        });
    })();

    return () => {
      cancelled = true;
      if (channel && supabase) void supabase.removeChannel(channel);
    };
  }, [pollId, sessionKey]);

  return error;
}
