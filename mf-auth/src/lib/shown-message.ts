import { useState } from 'react';
import { useNoticeText } from '@runoff/platform/i18n';
import { useText, type Notice } from './i18n';

/**
 * A form's alert (a rule of the form, "Failed to sign in: {message}"), kept as data (a message id, its
 * values, the failure) and worded as it renders, so it follows the page when the reader switches language.
 */
export function useShownMessage() {
  const { t } = useText();
  const say = useNoticeText(t);
  const [notice, setNotice] = useState<Notice | null>(null);
  return { text: notice ? say(notice) : null, show: setNotice };
}
