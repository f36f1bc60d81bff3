import { useEffect, useRef } from 'react';
import { loadSupabase, type RunoffSupabaseClient } from '@runoff/platform/supabase';

type Channel = ReturnType<RunoffSupabaseClient['channel']>;

/**
 * Listens to a session's private topic `session:<id>` (members only, authorized by RLS on joining): its
 * `session_summary` and `session_deleted` (docs/sessions.md). `onJoined` runs on every SUBSCRIBED, so a rejoin
 * after a dropped connection reads the session again (events sent meanwhile are lost). `identity` (the user's
 * id), where the page may change user: a change resubscribes under the new one, and null listens to nothing.
 */
export function useSessionChannel(
  topic: string | null,
  onEvent: (event: string, payload: unknown) => void,
  onJoined: () => void,
  identity?: string | null,
) {
  const handlers = useRef({ onEvent, onJoined });
  handlers.current = { onEvent, onJoined };

  useEffect(() => {
    if (!topic || identity === null) return;
    let supabase: RunoffSupabaseClient | null = null;
    let channel: Channel | null = null;
    let cancelled = false;
    void (async () => {
      try {
        supabase = await loadSupabase();
        const { data } = await supabase.auth.getSession();
        if (data.session) await supabase.realtime.setAuth(data.session.access_token);
      } catch (failure) {
        // The page reads the session now and then anyway; live updates are a speed-up.
        console.error(failure);
        return;
      }
      if (cancelled) return;
      channel = supabase
        .channel(topic, { config: { private: true } })
        .on('broadcast', { event: '*' }, ({ event, payload }) => handlers.current.onEvent(event, payload))
        .subscribe((status) => {
          if (!cancelled && status === 'SUBSCRIBED') handlers.current.onJoined();
        });
    })();
    return () => {
      cancelled = true;
      if (channel && supabase) void supabase.removeChannel(channel);
    };
  }, [topic, identity]);
}
