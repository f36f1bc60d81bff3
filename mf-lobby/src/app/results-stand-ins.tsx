import { useEffect, useState } from 'react';
import type { CountAnimationProps, PollPageProps } from '@runoff/contracts';
import { callRpc } from '@runoff/platform/supabase';
import { englishFailure, toFailure } from '@runoff/platform/i18n';
import styles from './dev-page.module.css';

/**
 * STANDALONE DEV PAGE ONLY. In the product the shell passes mf_results' ResultsPanel, CountAnimation and ResultsStory;
 * this page must not load another remote, so these stand-ins show just enough to see the lobby hand over:
 * the vote total from get_poll_results and a closable modal with the animation's title.
 */
export function DevResultsPanelStandIn({ pollId }: PollPageProps) {
  const [text, setText] = useState('Loading results…');
  useEffect(() => {
    let current = true;
    callRpc('get_poll_results', { poll_id: pollId }).then(
      (data) => current && setText(`Total Votes: ${String((data as { totalVotes?: unknown } | null)?.totalVotes)}`),
      (error: unknown) => current && setText(`Failed to load results: ${englishFailure(toFailure(error))}`),
    );
    return () => {
      current = false;
    };
  }, [pollId]);
  return (
    <section className={styles.standIn} aria-label="Results panel stand-in">
      <strong>Results panel (dev stand-in for mf_results)</strong>
      <p>{text}</p>
    </section>
  );
}

export function DevCountAnimationStandIn({ pollId, onClose }: CountAnimationProps) {
  return (
    <div className={styles.modalBackdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby="dev-animation-title" className={styles.modal}>
        <h2 id="dev-animation-title">Vote Calculation Animation</h2>
        <p>Dev stand-in for mf_results' count animation of poll {pollId}.</p>
        <button type="button" onClick={onClose}>
          Close Animation
        </button>
      </div>
    </div>
  );
}

export function DevResultsStoryStandIn({ pollId }: PollPageProps) {
  return (
    <section className={styles.standIn} aria-label="Results story stand-in">
      <strong>The count explained (dev stand-in for mf_results' results story of poll {pollId})</strong>
    </section>
  );
}
