import { useState } from 'react';
import { useNavigate } from '@runoff/platform/router';
import { toFailure, useNoticeText, type FailureNotice } from '@runoff/platform/i18n';
import { useText, type MessageId } from '../../../lib/i18n';
import { deletePoll } from '../api/delete-poll';

/** The Delete poll flow: confirm in a dialog; success goes to /dashboard, failure closes the dialog with an alert. */
export function useDeletePoll(pollId: string) {
  const navigate = useNavigate();
  const { t } = useText();
  const say = useNoticeText(t);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Kept as data and worded as the page renders, so a language switch rewords the alert.
  const [failed, setFailed] = useState<FailureNotice<MessageId> | null>(null);

  return {
    dialogOpen,
    busy,
    error: failed && say(failed),
    open() {
      setFailed(null);
      setDialogOpen(true);
    },
    cancel() {
      if (!busy) setDialogOpen(false);
    },
    async confirm() {
      setBusy(true);
      try {
        await deletePoll(pollId);
        await navigate('/dashboard');
      } catch (failure) {
        console.error(failure);
        setFailed({ id: 'delete.failed', failure: toFailure(failure) });
        setDialogOpen(false);
        setBusy(false);
      }
    },
  };
}
