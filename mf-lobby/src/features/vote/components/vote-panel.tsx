import { useCallback, useMemo, useRef, useState } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { Alert, Button, Spinner } from '@runoff/ui';
import type { Poll } from '@runoff/domain';
import { useRanking } from '../hooks/use-ranking';
import { useSubmitBallot, type BallotChannel } from '../hooks/use-submit-ballot';
import type { SubmitOutcome } from '../utils/submit-with-retry';
import { RecoveredNotice, RetryingNotice } from './lost-answer-notice';
import { useVotedState } from '../hooks/use-voted-state';
import { RankingList } from './ranking-list';
import { UnrankedList } from './unranked-list';
import { ballotOrder, ballotOrderSecret } from '../utils/ballot-order';
import { storeOwnBallot } from '../utils/own-ballot';
import { VoteStatus } from './vote-status';
import { BallotTracker } from './ballot-tracker';
import { YourBallot } from './your-ballot';
import { useNotice, useText } from '../../../lib/i18n';
import styles from './vote.module.css';

export interface VotePanelProps {
  poll: Pick<Poll, 'id' | 'options' | 'minRanked' | 'shuffleBallots'>;
  /** This browser's participant in the poll; null lets the server find the caller's own. */
  participantId: string | null;
  /** Where the ballot goes instead of submit_vote: a session's question takes it through its session (issue 32). */
  channel?: BallotChannel;
}

/**
 * Cast Your Vote: rank the options by dragging, then submit the ranking once. Every option is ranked unless
 * the poll lets voters rank only their top choices (then at least its minimum, the rest left in the
 * Unranked area). With fair ballots the ballot starts in this voter's own random order.
 */
export function VotePanel({ poll, participantId, channel }: VotePanelProps) {
  const { t } = useText();
  const say = useNotice();
  const uid = useAuth().sessionUser?.uid ?? null;
  const voted = useVotedState(poll.id, participantId, channel?.hasVoted);
  // Seeded from this device's secret, never from ids the API hands to others (issue 29).
  const start = useMemo(
    () => ballotOrder(poll.options, poll.shuffleBallots, poll.id, ballotOrderSecret(uid)),
    [poll.options, poll.shuffleBallots, poll.id, uid],
  );
  const partial = poll.minRanked !== null;
  const minimum = Math.min(poll.minRanked ?? poll.options.length, poll.options.length);
  const { ranking, unranked, move, rank, unrank, reset } = useRanking(start, partial);
  const [tooShort, setTooShort] = useState<number | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const unrankedArea = useRef<HTMLDivElement>(null);
  // Set when a lost answer turned out to be counted: the voter is told why the retry was refused.
  const [recovered, setRecovered] = useState(false);
  const pending = useRef<string[] | null>(null);
  const [tracker, setTracker] = useState<string | null>(null);
  const { markVoted } = voted;
  const onDone = useCallback(
    (outcome: SubmitOutcome, ballotTracker: string | null) => {
      setRecovered(outcome === 'recovered');
      setTracker(ballotTracker);
      // "Your ballot" is kept in this browser only; a ballot cast elsewhere ('already') is not known here.
      if (outcome !== 'already' && pending.current && uid) storeOwnBallot(uid, poll.id, pending.current);
      markVoted(outcome === 'already' ? 'already' : 'submitted');
    },
    [markVoted, poll.id, uid],
  );
  const { submit, submitting, retrying, error } = useSubmitBallot(poll.id, participantId, onDone, channel);
  const onSubmit = () => {
    // The server refuses a short ranking with the same words (private.ranking_problem).
    if (ranking.length < minimum) {
      setTooShort(minimum);
      return;
    }
    setTooShort(null);
    pending.current = ranking.map((o) => o.id);
    submit(pending.current);
  };

  return (
    <section className={styles.panel} aria-labelledby="cast-your-vote-heading">
      <h2 id="cast-your-vote-heading" className={styles.heading}>
        {t('vote.heading')}
      </h2>
      {voted.state === 'checking' && <Spinner label={t('vote.checking')} />}
      {recovered && voted.state === 'submitted' && <RecoveredNotice />}
      {(voted.state === 'already' || voted.state === 'submitted') && (
        <>
          <VoteStatus kind={voted.state} />
          {tracker && voted.state === 'submitted' && <BallotTracker tracker={tracker} pollId={poll.id} />}
          <YourBallot poll={poll} />
        </>
      )}
      {voted.state === 'not-voted' && (
        <>
          <h3 className={styles.subheading}>{t('vote.rankYourChoices')}</h3>
          {/* One line a phone user reads at a glance; the keyboard's way stays for those who use one (issue 33). */}
          <p className={styles.hint}>{partial ? t('vote.partialHint', { min: minimum, total: poll.options.length }) : t('vote.hint')}</p>
          <p className={styles.keyboardHint}>{t('vote.keyboardHint')}</p>
          {tooShort !== null ? <Alert>{t('vote.rankAtLeast', { count: tooShort })}</Alert> : error && <Alert>{say(error)}</Alert>}
          {retrying && <RetryingNotice />}
          {partial && ranking.length === 0 ? (
            <p className={styles.emptyRanking}>{t('vote.emptyRanking')}</p>
          ) : (
            <RankingList
              ranking={ranking}
              disabled={submitting}
              onMove={move}
              onUnrank={partial ? unrank : undefined}
              focusWhenEmpty={() => unrankedArea.current?.querySelector('button') ?? null}
            />
          )}
          {partial && (
            <div ref={unrankedArea}>
              <UnrankedList
                unranked={unranked}
                disabled={submitting}
                onRank={(id) => {
                  setTooShort(null);
                  rank(id);
                }}
                focusWhenEmpty={() => buttons.current?.querySelector<HTMLElement>('button:last-of-type') ?? null}
              />
            </div>
          )}
          <div className={styles.buttons} ref={buttons}>
            <Button
              variant="secondary"
              onClick={() => {
                setTooShort(null);
                reset();
              }}
              disabled={submitting}
            >
              {t('vote.reset')}
            </Button>
            <Button onClick={() => void onSubmit()} busy={submitting} busyLabel={t('vote.submitting')}>
              {t('vote.submit')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
