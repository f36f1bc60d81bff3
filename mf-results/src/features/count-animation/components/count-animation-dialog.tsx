import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { localeDirection } from '@runoff/platform/i18n';
import { Alert, Button, useFocusTrap } from '@runoff/ui';
import { useText, useWords } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { buildAnimationSteps, NoOptionsError } from '../utils/build-animation-steps';
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
  const { t, locale } = useText();
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
      {/* Portalled out of its part of the page: it says its language and direction itself (a presenter's scope). */}
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="count-animation-title"
        tabIndex={-1}
        lang={locale}
        dir={localeDirection(locale)}
      >
        <div className={styles.header}>
          <h2 id="count-animation-title" className={styles.title}>
            {t('animation.title')}
          </h2>
          <Button variant="secondary" onClick={onClose}>
            {t('animation.close')}
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
  const words = useWords();
  const { rich } = useText();
  // The frames carry their narration, so they are built again in another language.
  const built = useMemo(() => {
    const options = counted.results.poll.options.map((option) => ({ id: option.id, name: option.text, order: option.order }));
    try {
      return { steps: buildAnimationSteps(options, counted.count, words) };
    } catch (error) {
      return { error: error instanceof NoOptionsError ? words.t('animation.noOptions') : error instanceof Error ? error.message : String(error) };
    }
  }, [counted, words]);

  if ('error' in built) return <Alert>{words.t('animation.error', { message: built.error })}</Alert>;
  if (built.steps.length === 0) {
    return <p className={styles.empty}>{rich('animation.nothingToCount', { strong: (chunks) => <strong key="strong">{chunks}</strong> })}</p>;
  }
  return <CountAnimationPlayer steps={built.steps} totalVotes={counted.count.totalVotes} tieAction={tieAction} />;
}
