import type { AuthUser } from '@runoff/platform/auth';
import { SignedIn } from '../../../lib/components/signed-in';
import { useMyPolls } from '../hooks/use-my-polls';
import { PollListView } from './poll-list-view';

function PollList({ user }: { user: AuthUser }) {
  return <PollListView polls={useMyPolls(user.uid)} />;
}

/** /polls: the polls the signed-in user created, with a search box. */
export function PollListPage() {
  return <SignedIn>{(user) => <PollList user={user} />}</SignedIn>;
}
