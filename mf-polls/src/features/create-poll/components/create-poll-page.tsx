import { useNavigate } from 'react-router';
import { Card } from '@runoff/shared/ui';
import { Page } from '../../../lib/page';
import { SignedIn } from '../../../lib/signed-in';
import { createPoll } from '../api/create-poll';
import { CreatePollForm } from './create-poll-form';

/** /polls/create: the new-poll form; on success the new poll's page opens. */
export function CreatePollPage() {
  const navigate = useNavigate();
  return (
    <SignedIn>
      {() => (
        <Page narrow>
          <Card title="Create a New Poll" headingLevel={1}>
            <CreatePollForm
              onSubmit={async (values) => {
                const poll = await createPoll(values);
                await navigate(`/polls/${poll.id}`);
              }}
              onCancel={() => void navigate(-1)}
            />
          </Card>
        </Page>
      )}
    </SignedIn>
  );
}
