import type { ComponentType, ReactNode } from 'react';
import { Link } from '@runoff/platform/router';
import type { PollPageProps } from '@runoff/contracts';
import type { Poll } from '@runoff/domain';
import { Alert } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import styles from './closed-poll.module.css';

export interface ClosedPollProps {
  poll: Poll;
  /** mf_results' panel, passed in by the shell. */
  ResultsPanel: ComponentType<PollPageProps>;
  /** This browser's own ranking, when it kept one (the vote feature's YourBallot). */
  ownBallot?: ReactNode;
}

/**
 * The join link of a poll that takes nobody in any more (docs/decisions.md, "What a link holder sees"):
 * a completed poll shows its results to anyone holding the link, signed in or not; anything else says the
 * poll is no longer active (the results panel explains that results come once voting has ended).
 */
export function ClosedPoll({ poll, ResultsPanel, ownBallot }: ClosedPollProps) {
  const { t } = useText();
  const completed = poll.status === 'completed';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{poll.title}</h1>
      <Alert tone="info">{completed ? t('closed.ended') : t('closed.inactive')}</Alert>
      {ownBallot}
      <ResultsPanel pollId={poll.id} />
      <Link className={styles.back} to="/">
        {t('common.backToHome')}
      </Link>
    </div>
  );
}
