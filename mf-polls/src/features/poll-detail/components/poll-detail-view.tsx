import { Alert, Button } from '@runoff/shared/ui';
import { RemoteSlot } from '../../../components/remote-slot';
import type { Poll } from '../../../types/poll';
import { DeletePollDialog } from './delete-poll-dialog';
import { DetailsTab } from './details-tab';
import { PollHeader } from './poll-header';
import { PollTabs } from './poll-tabs';
import styles from './poll-detail.module.css';

export interface PollDeletion {
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
  joinUrl: string;
  deletion: PollDeletion;
  lobbyOpen: boolean;
  onOpenLobby: () => void;
  onCloseLobby: () => void;
}

export function PollDetailView({ poll, isCreator, joinUrl, deletion, lobbyOpen, onOpenLobby, onCloseLobby }: PollDetailViewProps) {
  return (
    <>
      <PollHeader poll={poll} onDelete={isCreator ? deletion.open : undefined} />
      {deletion.error && <Alert>{deletion.error}</Alert>}
      {lobbyOpen ? (
        <section className={styles.lobby} aria-label="Live poll">
          <div>
            <Button variant="secondary" onClick={onCloseLobby}>
              Back to poll details
            </Button>
          </div>
          <RemoteSlot remote="mf_lobby" module="./lobby" props={{ pollId: poll.id }} label="poll lobby" />
        </section>
      ) : (
        <PollTabs
          label="Poll"
          tabs={[
            {
              id: 'details',
              label: 'Details',
              render: () => <DetailsTab poll={poll} joinUrl={joinUrl} isCreator={isCreator} onStartLivePoll={onOpenLobby} />,
            },
            {
              id: 'results',
              label: 'Results',
              render: () => <RemoteSlot remote="mf_results" module="./results-panel" props={{ pollId: poll.id }} label="results" />,
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
