import { shortJoinUrl } from '@runoff/domain';
import { useLoad } from '@runoff/ui';
import { getJoinCode } from '../api/get-join-code';

/** The code to show and the link to share: the short /j/{code} once known (the QR code encodes it), else `longUrl`. */
export function useJoinCode(pollId: string, status: string, longUrl: string) {
  const state = useLoad(() => getJoinCode(pollId), `${pollId}:${status}`);
  const code = state.status === 'ready' ? state.data : null;
  return { code, url: code ? shortJoinUrl(window.location.origin, code) : longUrl };
}
