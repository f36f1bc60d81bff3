import type { RemoteSurface } from '@runoff/contracts';
import { DashboardPage } from '../features/dashboard';
import { SessionList } from '../features/session-host';

/** /dashboard: the polls, then the sessions beside them (issue 32). */
export function Dashboard() {
  return (
    <>
      <DashboardPage />
      <SessionList />
    </>
  );
}

export default Dashboard satisfies RemoteSurface['mf_polls']['./dashboard-page']['default'];
