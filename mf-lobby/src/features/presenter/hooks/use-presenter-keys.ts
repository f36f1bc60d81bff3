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
      } else if (event.key === 'f' || event.key === 'F') {
        event.preventDefault();
        handlers.current.onFullscreen();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, direction]);
}
