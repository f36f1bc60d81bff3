import { useCallback, useEffect, useRef, useState } from 'react';
import { useText } from './i18n/ui-messages';

/** How long the button reads Copied! (product §9). */
const COPIED_MS = 2000;

/** Why a copy failed, by its message id: no clipboard in this context, or the browser refused. */
type CopyFailure = 'shareLink.noClipboard' | 'shareLink.refused';

/**
 * Copies text; `copied` is true for 2 s after a success, `error` holds "Error copying link: {message}",
 * worded as the hook renders (a language switch rewords it).
 */
export function useCopyToClipboard() {
  const { t } = useText();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState<CopyFailure | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      // Missing outside secure contexts (plain http on a LAN address).
      if (!navigator.clipboard) {
        setCopied(false);
        setFailed('shareLink.noClipboard');
        return;
      }
      await navigator.clipboard.writeText(text);
      setFailed(null);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (failure) {
      console.error(failure);
      setCopied(false);
      setFailed('shareLink.refused');
    }
  }, []);

  const error = failed && t('shareLink.copyFailed', { message: t(failed) });
  return { copied, error, copy };
}
