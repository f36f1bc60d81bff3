import { failureMessage } from '@runoff/platform/supabase';
import { Alert, Spinner } from '@runoff/ui';
import { CreateRunoffButton } from '../../../lib/create-runoff-button';
import { useCountedResults } from '../../../lib/use-counted-results';
import { CountAnimationDialog, CountedAnimation } from './count-animation-dialog';

export interface CountAnimationModalProps {
  pollId: string;
  onClose: () => void;
}

/** The Vote Calculation Animation: a modal dialog over the page that plays the count of one poll. */
export function CountAnimationModal({ pollId, onClose }: CountAnimationModalProps) {
  const state = useCountedResults(pollId);
  return (
    <CountAnimationDialog onClose={onClose}>
      {state.status === 'loading' && <Spinner label="Loading results…" />}
      {state.status === 'error' && <Alert>{failureMessage('Failed to load results', state.error)}</Alert>}
      {state.status === 'ready' && <CountedAnimation counted={state.data} tieAction={<CreateRunoffButton pollId={pollId} />} />}
    </CountAnimationDialog>
  );
}
