import { useState } from 'react';
import { Link } from '@runoff/platform/router';
import { failure, useFailureText } from '@runoff/platform/i18n';
import { Alert, Spinner } from '@runoff/ui';
import type { Poll } from '@runoff/domain';
import { Page } from '../../../lib/components/page';
import { SignedIn } from '../../../lib/components/signed-in';
import { useText } from '../../../lib/i18n';
import { useVoterList } from '../hooks/use-voter-list';
import { codeCards, type CodeCard } from '../utils/code-cards';
import type { IssuedCode, VoterList } from '../utils/parse-voter-list';
import { AddAddressesForm } from './add-addresses-form';
import { IssueCodesForm } from './issue-codes-form';
import { IssuedCodes } from './issued-codes';
import { Turnout } from './turnout';
import styles from './voter-list.module.css';

function VoterListView({ poll, list, onChanged }: { poll: Poll; list: VoterList; onChanged: () => void }) {
  const { t } = useText();
  const describe = useFailureText();
  // The codes just issued: held by this page only, gone when the host is done or leaves.
  const [cards, setCards] = useState<CodeCard[]>([]);
  const editable = poll.status !== 'completed';
  const show = (codes: IssuedCode[]) => setCards(codeCards(window.location.origin, poll.id, codes));
  if (list.voters !== 'list') return <Alert tone="info">{describe(failure('voters.not_list_poll'))}</Alert>;
  return (
    <>
      {!editable && <Alert tone="info">{describe(failure('voters.poll_completed'))}</Alert>}
      {editable && (
        <>
          <section aria-labelledby="voter-emails-heading" className={styles.section}>
            <h2 id="voter-emails-heading" className={styles.sectionTitle}>
              {t('voters.emailsTitle')}
            </h2>
            <p className={styles.hint}>{t('voters.emailsAbout')}</p>
            <AddAddressesForm pollId={poll.id} onAdded={onChanged} />
          </section>
          <section aria-labelledby="voter-codes-heading" className={styles.section}>
            <h2 id="voter-codes-heading" className={styles.sectionTitle}>
              {t('codes.title')}
            </h2>
            <p className={styles.hint}>{t('codes.about')}</p>
            <IssueCodesForm
              pollId={poll.id}
              onIssued={(codes) => {
                show(codes);
                onChanged();
              }}
            />
          </section>
        </>
      )}
      {cards.length > 0 && <IssuedCodes pollId={poll.id} pollTitle={poll.title} cards={cards} onDone={() => setCards([])} />}
      <Turnout pollId={poll.id} list={list} editable={editable} onChanged={onChanged} onReplaced={(code) => show([code])} />
    </>
  );
}

function VoterListContent({ pollId }: { pollId: string }) {
  const { t } = useText();
  const describe = useFailureText();
  const state = useVoterList(pollId);
  const back = (
    <p className={styles.back}>
      <Link className={styles.backLink} to={`/polls/${encodeURIComponent(pollId)}`}>
        {t('voters.backToPoll')}
      </Link>
    </p>
  );
  // A reload keeps what is on screen (and the codes just issued) until the new answer comes.
  const [last, setLast] = useState<{ poll: Poll; list: VoterList } | null>(null);
  if (state.status === 'ready' && state.data !== last) setLast(state.data);
  const shown = state.status === 'ready' ? state.data : last;
  if (state.status === 'error') {
    return (
      <>
        <Alert>{t('voters.loadFailed', { message: describe(state.error) })}</Alert>
        {back}
      </>
    );
  }
  if (!shown) return <Spinner label={t('voters.loading')} />;
  return (
    <>
      <p className={styles.pollTitle}>
        <bdi>{shown.poll.title}</bdi>
      </p>
      {back}
      <VoterListView poll={shown.poll} list={shown.list} onChanged={state.reload} />
    </>
  );
}

/** /polls/{pollId}/voters: the host's voter list (issue 27): addresses, printed codes and turnout. */
export function VoterListPage({ pollId }: { pollId: string }) {
  const { t } = useText();
  return (
    <Page title={t('voters.title')}>
      <SignedIn>{() => <VoterListContent pollId={pollId} />}</SignedIn>
    </Page>
  );
}
