import { Link } from '@runoff/platform/router';
import type { AuthUser } from '@runoff/platform/auth';
import { failureMessage } from '@runoff/platform/supabase';
import { Alert, Button, Card, Spinner } from '@runoff/ui';
import { Page, pageStyles } from '../../../lib/page';
import type { LoadState } from '@runoff/ui';
import type { DashboardPolls } from '../api/get-dashboard-polls';
import { CreatedPollRow } from './created-poll-row';
import { DashboardStats } from './dashboard-stats';
import { ParticipatedPollRow } from './participated-poll-row';
import styles from './dashboard.module.css';

export interface DashboardViewProps {
  user: AuthUser;
  polls: LoadState<DashboardPolls>;
  onRetry: () => void;
}

export function DashboardView({ user, polls, onRetry }: DashboardViewProps) {
  const name = user.displayName ?? user.email ?? 'there';
  return (
    <Page
      title="Dashboard"
      actions={
        <Link to="/polls/create" className={pageStyles.buttonLink}>
          Create New Poll
        </Link>
      }
    >
      <p className={styles.welcome}>Welcome, {name}!</p>
      {polls.status === 'loading' && <Spinner label="Loading your polls…" />}
      {polls.status === 'error' && (
        <Alert>
          {failureMessage('Failed to load polls', polls.error)}{' '}
          <Button variant="secondary" onClick={onRetry} className={styles.retry}>
            Try again
          </Button>
        </Alert>
      )}
      {polls.status === 'ready' && (
        <>
          <DashboardStats polls={polls.data} />
          <div className={styles.columns}>
            <Card title="Your Polls" footer={<Link to="/polls">View all your polls</Link>}>
              {polls.data.created.length === 0 ? (
                <p className={pageStyles.empty}>You haven&apos;t created any polls yet.</p>
              ) : (
                <ul className={styles.list}>
                  {polls.data.created.map((poll) => (
                    <CreatedPollRow key={poll.id} poll={poll} />
                  ))}
                </ul>
              )}
            </Card>
            <Card title="Participated Polls">
              {polls.data.participated.length === 0 ? (
                <p className={pageStyles.empty}>You haven&apos;t participated in any polls yet.</p>
              ) : (
                <ul className={styles.list}>
                  {polls.data.participated.map((poll) => (
                    <ParticipatedPollRow key={poll.id} poll={poll} uid={user.uid} />
                  ))}
                </ul>
              )}
            </Card>
          </div>
        </>
      )}
    </Page>
  );
}
