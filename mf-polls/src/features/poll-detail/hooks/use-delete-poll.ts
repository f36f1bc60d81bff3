import { useState } from 'react';
import { useNavigate } from '@runoff/platform/router';
import { useErrorMessage } from '@runoff/platform/i18n';
import { useText } from '../../../lib/i18n';
import { deletePoll } from '../api/delete-poll';

/** The Delete poll flow: confirm in a dialog; success goes to /dashboard, failure closes the dialog with an alert. */
export function useDeletePoll(pollId: string) {
  const navigate = useNavigate();
  const { t } = useText();
  const describe = useErrorMessage();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return {
    dialogOpen,
    busy,
    error,
    open() {
      setError(null);
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
        setError(t('delete.failed', { message: describe(failure) }));
        setDialogOpen(false);
        setBusy(false);
      }
    },
  };
}
