import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface FocusTrapOptions {
  /** Called on Escape; a dialog with nothing to return to (e.g. Join Poll) leaves it out. */
  onEscape?: () => void;
  /** A selector inside the dialog for the first focus (e.g. the safe Cancel button); default: the first focusable. */
  initialFocus?: string;
}

/**
 * Modal dialog keyboard behaviour for every remote's dialogs: focus moves into the dialog, Tab and
 * Shift+Tab stay inside it, Escape closes it, and on close focus goes back to what had it before.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, { onEscape, initialFocus }: FocusTrapOptions = {}): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Inside a shadow root (embedded results) document.activeElement is only the host: ask the dialog's own root.
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const activeElement = () => root.activeElement ?? document.activeElement;
    const initial = activeElement();
    const before = initial instanceof HTMLElement ? initial : null;
    const focusables = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const preferred = initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null;
    (preferred ?? focusables()[0] ?? dialog).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        if (!escape.current) return;
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const lastItem = items[items.length - 1];
      if (!first || !lastItem) {
        event.preventDefault();
        return;
      }
      const active = activeElement();
      if (event.shiftKey && (active === first || !dialog!.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !dialog!.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (before?.isConnected) before.focus();
    };
  }, [ref, initialFocus]);
}
