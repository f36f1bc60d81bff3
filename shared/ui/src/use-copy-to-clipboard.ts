import { useCallback, useEffect, useRef, useState } from 'react';
import { useErrorMessage } from '@runoff/platform/i18n';
import { useText } from './i18n/ui-messages';

/** How long the button reads Copied! (product §9). */
const COPIED_MS = 2000;

/** Copies text; `copied` is true for 2 s after a success, `error` holds "Error copying link: {message}". */
export function useCopyToClipboard() {
  const { t } = useText();
  const describe = useErrorMessage();
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      // Missing outside secure contexts (plain http on a LAN address).
      if (!navigator.clipboard) throw new Error(t('shareLink.noClipboard'));
      await navigator.clipboard.writeText(text);
      setError(null);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (failure) {
      console.error(failure);
      setCopied(false);
      setError(t('shareLink.copyFailed', { message: describe(failure) }));
    }
  }, [t, describe]);

  return { copied, error, copy };
}
