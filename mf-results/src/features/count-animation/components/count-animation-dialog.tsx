import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Button, useFocusTrap } from '@runoff/ui';
import type { CountedResults } from '../../../lib/poll-results';
import { buildAnimationSteps } from '../utils/build-animation-steps';
import { CountAnimationPlayer } from './count-animation-player';
import styles from './count-animation.module.css';

export interface CountAnimationDialogProps {
  onClose: () => void;
  /** Where the dialog is rendered: the page's body (the app), or the embed's shadow root. */
  container?: Element | DocumentFragment;
  children: ReactNode;
}

/**
 * The Vote Calculation Animation's modal frame, shared by the app (CountAnimationModal loads the results
 * through the app's client) and embedded results (which read them as anon): no data access in here.
 */
export function CountAnimationDialog({ onClose, container = document.body, children }: CountAnimationDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
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
        {children}
      </div>
    </div>,
    container,
  );
}

/** Plays the count of loaded results (or says why it cannot). */
export function CountedAnimation({ counted, tieAction }: { counted: CountedResults; tieAction?: ReactNode }) {
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
  return <CountAnimationPlayer steps={built.steps} totalVotes={counted.count.totalVotes} tieAction={tieAction} />;
}
