import { Link } from '@runoff/platform/router';
import type { AuthUser } from '@runoff/platform/auth';
import { useErrorMessage } from '@runoff/platform/i18n';
import { Alert, Button, Card, Spinner } from '@runoff/ui';
import { Page, pageStyles } from '../../../lib/components/page';
import { useText } from '../../../lib/i18n';
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
  const { t } = useText();
  const describe = useErrorMessage();
  const name = user.displayName ?? user.email;
  return (
    <Page
      title={t('dashboard.title')}
      actions={
        <Link to="/polls/create" className={pageStyles.buttonLink}>
          {t('polls.createNew')}
        </Link>
      }
    >
      <p className={styles.welcome}>
        {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeAnonymous')}
      </p>
      {polls.status === 'loading' && <Spinner label={t('polls.loading')} />}
      {polls.status === 'error' && (
        <Alert>
          {t('polls.loadFailed', { message: describe(polls.error) })}{' '}
          <Button variant="secondary" onClick={onRetry} className={styles.retry}>
            {t('dashboard.tryAgain')}
          </Button>
        </Alert>
      )}
      {polls.status === 'ready' && (
        <>
          <DashboardStats polls={polls.data} />
          <div className={styles.columns}>
            <Card title={t('polls.yourPolls')} footer={<Link to="/polls">{t('dashboard.viewAll')}</Link>}>
              {polls.data.created.length === 0 ? (
                <p className={pageStyles.empty}>{t('polls.noneCreated')}</p>
              ) : (
                <ul className={styles.list}>
                  {polls.data.created.map((poll) => (
                    <CreatedPollRow key={poll.id} poll={poll} />
                  ))}
                </ul>
              )}
            </Card>
            <Card title={t('dashboard.participatedPolls')}>
              {polls.data.participated.length === 0 ? (
                <p className={pageStyles.empty}>{t('dashboard.noneParticipated')}</p>
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
