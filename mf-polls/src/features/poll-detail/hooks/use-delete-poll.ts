import { useState } from 'react';
import { useNavigate } from '@runoff/platform/router';
import { failureMessage } from '@runoff/platform/supabase';
import { deletePoll } from '../api/delete-poll';

/** The Delete poll flow: confirm in a dialog; success goes to /dashboard, failure closes the dialog with an alert. */
export function useDeletePoll(pollId: string) {
  const navigate = useNavigate();
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
        setError(failureMessage('Failed to delete poll', failure));
        setDialogOpen(false);
        setBusy(false);
      }
    },
  };
}
