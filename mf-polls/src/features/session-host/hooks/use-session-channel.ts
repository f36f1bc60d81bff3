import { useEffect, useRef } from 'react';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { loadSupabase, type RunoffSupabaseClient } from '@runoff/platform/supabase';

/**
 * The session's private topic `session:<id>` (members only, authorized by RLS on joining): the control page
 * takes turnout from `session_summary` and reads the session again on every (re)join.
 */
export function useSessionChannel(topic: string | null, onEvent: (event: string, payload: unknown) => void, onJoined: () => void) {
  const handlers = useRef({ onEvent, onJoined });
  handlers.current = { onEvent, onJoined };

  useEffect(() => {
    if (!topic) return;
    let supabase: RunoffSupabaseClient | null = null;
    let channel: RealtimeChannel | null = null;
    let cancelled = false;
    void (async () => {
      try {
        supabase = await loadSupabase();
        const { data } = await supabase.auth.getSession();
        if (data.session) await supabase.realtime.setAuth(data.session.access_token);
      } catch (failure) {
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
  }, [topic]);
}
