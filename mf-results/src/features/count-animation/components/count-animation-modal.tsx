import { useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { failureMessage } from '@runoff/shared/supabase';
import { Alert, Button, Spinner, useFocusTrap } from '@runoff/shared/ui';
import { useCountedResults } from '../../../lib/use-counted-results';
import type { CountedResults } from '../../../lib/poll-results';
import { buildAnimationSteps } from '../utils/build-animation-steps';
import { CountAnimationPlayer } from './count-animation-player';
import styles from './count-animation.module.css';

export interface CountAnimationModalProps {
  pollId: string;
  onClose: () => void;
}

/** The Vote Calculation Animation: a modal dialog over the page that plays the count of one poll. */
export function CountAnimationModal({ pollId, onClose }: CountAnimationModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const state = useCountedResults(pollId);
  useFocusTrap(dialog, { onEscape: onClose });
  // The page behind the modal does not scroll while the room watches the count.
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);

  return createPortal(
    <div className={styles.backdrop}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="count-animation-title" tabIndex={-1}>
        <div className={styles.header}>
          <h2 id="count-animation-title" className={styles.title}>
            Vote Calculation Animation
          </h2>
          <Button variant="secondary" onClick={onClose}>
            Close Animation
          </Button>
        </div>
        {state.status === 'loading' && <Spinner label="Loading results…" />}
        {state.status === 'error' && <Alert>{failureMessage('Failed to load results', state.error)}</Alert>}
        {state.status === 'ready' && <CountedAnimation counted={state.data} />}
      </div>
    </div>,
    document.body,
  );
}

function CountedAnimation({ counted }: { counted: CountedResults }) {
  const built = useMemo(() => {
    const options = counted.results.poll.options.map((option) => ({ id: option.id, name: option.text, order: option.order }));
    try {
      return { steps: buildAnimationSteps(options, counted.count) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [counted]);

  if ('error' in built) return <Alert>Error: {built.error}</Alert>;
  if (built.steps.length === 0) {
    return (
      <p className={styles.empty}>
        <strong>No votes yet</strong> — there is nothing to count.
      </p>
    );
  }
  return <CountAnimationPlayer steps={built.steps} totalVotes={counted.count.totalVotes} pollId={counted.results.poll.id} />;
}
