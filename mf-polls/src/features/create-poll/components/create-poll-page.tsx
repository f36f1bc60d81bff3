import { useNavigate, useSearchParams } from '@runoff/platform/router';
import { readRunoffSource } from '@runoff/platform/federation';
import { failureMessage } from '@runoff/platform/supabase';
import { Alert, Card, Spinner, useLoad } from '@runoff/ui';
import { Page } from '../../../lib/page';
import { SignedIn } from '../../../lib/signed-in';
import { createPoll } from '../api/create-poll';
import { getRunoffPrefill } from '../api/get-runoff-prefill';
import type { PollFormValues } from '../utils/validate-poll-form';
import { CreatePollForm } from './create-poll-form';

/**
 * /polls/create: the new-poll form; on success the new poll's page opens. Opened as
 * /polls/create?runoffOf={pollId} (mf_results' "Create runoff poll", docs/federation.md) it starts
 * prefilled with the runoff of that tied poll.
 */
export function CreatePollPage() {
  const [search] = useSearchParams();
  const runoffOf = readRunoffSource(search);
  return (
    <SignedIn>
      {() => (
        <Page narrow>
          <Card title={runoffOf ? 'Create a Runoff Poll' : 'Create a New Poll'} headingLevel={1}>
            {runoffOf ? <RunoffForm key={runoffOf} pollId={runoffOf} /> : <NewPollForm />}
          </Card>
        </Page>
      )}
    </SignedIn>
  );
}

function NewPollForm({ initial }: { initial?: PollFormValues }) {
  const navigate = useNavigate();
  return (
    <CreatePollForm
      initial={initial}
      onSubmit={async (values) => {
        const poll = await createPoll(values);
        await navigate(`/polls/${poll.id}`);
      }}
      onCancel={() => void navigate(-1)}
    />
  );
}

function RunoffForm({ pollId }: { pollId: string }) {
  const prefill = useLoad(() => getRunoffPrefill(pollId), pollId);
  if (prefill.status === 'loading') return <Spinner label="Loading the tied poll…" />;
  if (prefill.status === 'error') {
    return (
      <>
        <Alert>{failureMessage('Failed to load the tied poll', prefill.error)}</Alert>
        <NewPollForm />
      </>
    );
  }
  return <NewPollForm initial={prefill.data} />;
}
