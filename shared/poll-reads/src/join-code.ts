import { longJoinUrl, parseJoinCode, shortJoinUrl } from '@runoff/domain';
import { callRpc } from '@runoff/platform/supabase';
import { useLoad } from '@runoff/ui';

/** The poll's short join code (get_join_code); null once the poll is completed. */
async function getJoinCode(pollId: string): Promise<string | null> {
  return parseJoinCode(await callRpc('get_join_code', { poll_id: pollId }));
}

export interface JoinCodeState {
  /** The code, once loaded; null while loading, on a failure, and for a completed poll. */
  code: string | null;
  loading: boolean;
  /** The link to share: the short /j/{code} once the code is known (QR codes stay small and scan from afar), else the long one. */
  url: string;
}

/** The code and the link to share. A change of `status` reads the code again: completed polls have none. */
export function useJoinCode(pollId: string, status: string): JoinCodeState {
  const state = useLoad(() => getJoinCode(pollId), `${pollId}:${status}`);
  const code = state.status === 'ready' ? state.data : null;
  const origin = window.location.origin;
  return { code, loading: state.status === 'loading', url: code ? shortJoinUrl(origin, code) : longJoinUrl(origin, pollId) };
}
