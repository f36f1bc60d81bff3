import { useLoad } from '@runoff/ui';
import { getMyPolls } from '../api/get-my-polls';

export function useMyPolls(uid: string) {
  return useLoad(getMyPolls, uid);
}
