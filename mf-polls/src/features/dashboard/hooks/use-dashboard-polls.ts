import { useLoad } from '@runoff/ui';
import { getDashboardPolls } from '../api/get-dashboard-polls';

/** Both dashboard lists for the signed-in user, reloaded when the user changes. */
export function useDashboardPolls(uid: string) {
  return useLoad(getDashboardPolls, uid);
}
