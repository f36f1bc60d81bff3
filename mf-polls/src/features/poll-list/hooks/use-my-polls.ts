import { useLoad } from '../../../hooks/use-load';
import { getMyPolls } from '../api/get-my-polls';

export function useMyPolls(uid: string) {
  return useLoad(getMyPolls, uid);
}
