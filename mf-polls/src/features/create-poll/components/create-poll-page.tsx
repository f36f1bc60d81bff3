import { useNavigate, useSearchParams } from '@runoff/platform/router';
import { readRunoffSource } from '@runoff/platform/federation';
import { useErrorMessage } from '@runoff/platform/i18n';
import { Alert, Card, Spinner, useLoad } from '@runoff/ui';
import { Page } from '../../../lib/components/page';
import { SignedIn } from '../../../lib/components/signed-in';
import { useText } from '../../../lib/i18n';
import { createPoll } from '../api/create-poll';
import { getRunoffPrefill, NoTieError } from '../api/get-runoff-prefill';
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
  const { t } = useText();
  return (
    <SignedIn>
      {() => (
        <Page narrow>
          <Card title={runoffOf ? t('create.runoffPoll') : t('create.newPoll')} headingLevel={1}>
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
  const { t } = useText();
  const describe = useErrorMessage();
  const prefill = useLoad(() => getRunoffPrefill(pollId), pollId);
  if (prefill.status === 'loading') return <Spinner label={t('create.loadingTied')} />;
  if (prefill.status === 'error') {
    return (
      <>
        <Alert>
          {t('create.loadTiedFailed', {
            message: prefill.error instanceof NoTieError ? t('create.noTie') : describe(prefill.error),
          })}
        </Alert>
        <NewPollForm />
      </>
    );
  }
  return <NewPollForm initial={prefill.data} />;
}
