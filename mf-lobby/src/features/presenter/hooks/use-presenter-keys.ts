import { useEffect, useRef } from 'react';

export interface PresenterKeys {
  /** Space: start or end voting (the view asks for confirmation first). */
  onSpace: () => void;
  /**
   * → or Page Down, in every language, as slide software and presentation clickers do (the count animation
   * steps with the same keys): step the count (opens it when it is not showing; inside it, the count
   * animation steps itself). Right to left, ← steps too, the reader's forward: the presenter has no step back.
   */
  onNext: () => void;
  /** F: full screen on or off. */
  onFullscreen: () => void;
  /** A session's presenter only (issue 32): N the next question, P the previous one, R show or hide the results. */
  onNextQuestion?: () => void;
  onPreviousQuestion?: () => void;
  onResults?: () => void;
}

/**
 * A letter key by its character or, on a layout whose letters are not Latin (Arabic), by its place: the
 * key labelled N on a US keyboard.
 */
function isLetter(event: KeyboardEvent, letter: string): boolean {
  return event.key.toLowerCase() === letter || event.code === `Key${letter.toUpperCase()}`;
}

const nextKeys: Record<'ltr' | 'rtl', readonly string[]> = { ltr: ['ArrowRight', 'PageDown'], rtl: ['ArrowLeft', 'ArrowRight', 'PageDown'] };

function typingInto(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The host's keys in the presenter view. Keys are ignored while a dialog (the confirmation, the count
 * animation) is open, since the dialog handles its own, and while typing; a focused button keeps Space.
 */
export function usePresenterKeys(enabled: boolean, keys: PresenterKeys, direction: 'ltr' | 'rtl' = 'ltr'): void {
  const handlers = useRef(keys);
  handlers.current = keys;

  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingInto(event.target)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      if (event.key === ' ' || event.code === 'Space') {
        if (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement) return;
        event.preventDefault();
        handlers.current.onSpace();
      } else if (nextKeys[direction].includes(event.key)) {
        event.preventDefault();
        handlers.current.onNext();
      } else if (isLetter(event, 'f')) {
        event.preventDefault();
        handlers.current.onFullscreen();
      } else {
        const { onNextQuestion, onPreviousQuestion, onResults } = handlers.current;
        const handler = isLetter(event, 'n') ? onNextQuestion : isLetter(event, 'p') ? onPreviousQuestion : isLetter(event, 'r') ? onResults : undefined;
        if (!handler) return;
        event.preventDefault();
        handler();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, direction]);
}
