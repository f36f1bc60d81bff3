import type { AuthUser } from '@runoff/platform/auth';
import { SignedIn } from '../../../lib/components/signed-in';
import { useDashboardPolls } from '../hooks/use-dashboard-polls';
import { DashboardView } from './dashboard-view';

function Dashboard({ user }: { user: AuthUser }) {
  const { reload, ...polls } = useDashboardPolls(user.uid);
  return <DashboardView user={user} polls={polls} onRetry={reload} />;
}

/** /dashboard: the signed-in user's overview. */
export function DashboardPage() {
  return <SignedIn>{(user) => <Dashboard user={user} />}</SignedIn>;
}
