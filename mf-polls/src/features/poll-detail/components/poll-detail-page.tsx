import { Link, useSearchParams } from '@runoff/platform/router';
import type { AuthUser } from '@runoff/platform/auth';
import type { PollDetailPageProps } from '@runoff/contracts';
import { useErrorMessage } from '@runoff/platform/i18n';
import { Alert, Spinner } from '@runoff/ui';
import { Page } from '../../../lib/components/page';
import { useText } from '../../../lib/i18n';
import { SignedIn } from '../../../lib/components/signed-in';
import { useDeletePoll } from '../hooks/use-delete-poll';
import { usePoll } from '../hooks/use-poll';
import { isPollNotFound } from '../utils/is-poll-not-found';
import { PollDetailView } from './poll-detail-view';

function PollDetail({ pollId, user, ResultsPanel, LobbyPanel }: PollDetailPageProps & { user: AuthUser }) {
  const { t } = useText();
  const describe = useErrorMessage();
  const poll = usePoll(pollId);
  const deletion = useDeletePoll(pollId);
  // The lobby is part of the address (?view=lobby), so a reload or Back keeps the host where they were.
  const [searchParams, setSearchParams] = useSearchParams();

  if (poll.status === 'loading') return <Spinner label={t('detail.loading')} />;
  if (poll.status === 'error') {
    return (
      <>
        {isPollNotFound(poll.error) ? (
          <Alert tone="warning">{describe(poll.error)}</Alert>
        ) : (
          <Alert>{t('detail.loadFailed', { message: describe(poll.error) })}</Alert>
        )}
        <p>
          <Link to="/dashboard">{t('detail.backToDashboard')}</Link>
        </p>
      </>
    );
  }

  const isCreator = poll.data.createdBy === user.uid;
  return (
    <PollDetailView
      poll={poll.data}
      isCreator={isCreator}
      deletion={deletion}
      lobbyOpen={isCreator && searchParams.get('view') === 'lobby'}
      onOpenLobby={() => setSearchParams({ view: 'lobby' })}
      onCloseLobby={() => setSearchParams({})}
      ResultsPanel={ResultsPanel}
      LobbyPanel={LobbyPanel}
    />
  );
}

/**
 * /polls/{pollId}: the poll's details and share link, its results, and for the host the live lobby.
 * The results panel and the lobby belong to other remotes: the shell passes them ready to render.
 */
export function PollDetailPage({ pollId, ResultsPanel, LobbyPanel }: PollDetailPageProps) {
  return (
    <Page>
      <SignedIn>
        {(user) => <PollDetail pollId={pollId} user={user} ResultsPanel={ResultsPanel} LobbyPanel={LobbyPanel} />}
      </SignedIn>
    </Page>
  );
}
