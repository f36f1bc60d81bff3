import { parseJoinCode, shortJoinUrl } from '@runoff/domain';
import { useLoad } from '@runoff/ui';
import { callRpc } from '@runoff/platform/supabase';

/** The poll's short join code (get_join_code); null once the poll is completed. */
export async function getJoinCode(pollId: string): Promise<string | null> {
  return parseJoinCode(await callRpc('get_join_code', { poll_id: pollId }));
}

/** The long join link, used until the code is known or when the poll has none. */
export function longJoinUrl(origin: string, pollId: string): string {
  return `${origin}/polls/${encodeURIComponent(pollId)}/vote`;
}

/**
 * The code and the link to share: the short link /j/{code} once the code is loaded (QR codes encode it, so
 * they stay small and scan from afar), else the long one. `status` changes refetch: completed polls have no code.
 */
export function useJoinCode(pollId: string, status: string) {
  const state = useLoad(() => getJoinCode(pollId), `${pollId}:${status}`);
  const code = state.status === 'ready' ? state.data : null;
  const origin = window.location.origin;
  return {
    code,
    loading: state.status === 'loading',
    url: code ? shortJoinUrl(origin, code) : longJoinUrl(origin, pollId),
  };
}
