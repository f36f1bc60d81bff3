import type { ComponentType } from 'react';
import type { PollPageProps } from '@runoff/contracts';
import { Alert, Button } from '@runoff/ui';
import type { Poll } from '@runoff/domain';
import { useText } from '../../../lib/i18n';
import { DeletePollDialog } from './delete-poll-dialog';
import { DetailsTab } from './details-tab';
import { PollHeader } from './poll-header';
import { PollTabs } from './poll-tabs';
import styles from './poll-detail.module.css';

interface PollDeletion {
  dialogOpen: boolean;
  busy: boolean;
  error: string | null;
  open: () => void;
  cancel: () => void;
  confirm: () => void;
}

export interface PollDetailViewProps {
  poll: Poll;
  isCreator: boolean;
  deletion: PollDeletion;
  lobbyOpen: boolean;
  onOpenLobby: () => void;
  onCloseLobby: () => void;
  /** Areas other remotes render, each with its own loader and fallback. */
  ResultsPanel: ComponentType<PollPageProps>;
  LobbyPanel: ComponentType<PollPageProps>;
}

export function PollDetailView(props: PollDetailViewProps) {
  const { poll, isCreator, deletion, lobbyOpen, onOpenLobby, onCloseLobby, ResultsPanel, LobbyPanel } = props;
  const { t } = useText();
  return (
    <>
      {/* The lobby shows the poll's title, category and description itself (product §2.12). */}
      {!lobbyOpen && <PollHeader poll={poll} onDelete={isCreator ? deletion.open : undefined} />}
      {deletion.error && <Alert>{deletion.error}</Alert>}
      {lobbyOpen ? (
        <section className={styles.lobby} aria-label={t('detail.livePoll')}>
          <div>
            <Button variant="secondary" onClick={onCloseLobby}>
              {t('detail.backToDetails')}
            </Button>
          </div>
          <LobbyPanel pollId={poll.id} />
        </section>
      ) : (
        <PollTabs
          label={t('detail.tabs')}
          tabs={[
            {
              id: 'details',
              label: t('detail.detailsTab'),
              render: () => <DetailsTab poll={poll} isCreator={isCreator} onStartLivePoll={onOpenLobby} />,
            },
            {
              id: 'results',
              label: t('detail.resultsTab'),
              render: () => <ResultsPanel pollId={poll.id} />,
            },
          ]}
        />
      )}
      {deletion.dialogOpen && (
        <DeletePollDialog pollTitle={poll.title} busy={deletion.busy} onConfirm={deletion.confirm} onCancel={deletion.cancel} />
      )}
    </>
  );
}
