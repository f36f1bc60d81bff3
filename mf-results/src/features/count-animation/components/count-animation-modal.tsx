import { useErrorMessage } from '@runoff/platform/i18n';
import { Alert, Spinner } from '@runoff/ui';
import { CreateRunoffButton } from '../../../lib/components/create-runoff-button';
import { useText } from '../../../lib/i18n';
import { useCountedResults } from '../../../lib/hooks/use-counted-results';
import { CountAnimationDialog, CountedAnimation } from './count-animation-dialog';

export interface CountAnimationModalProps {
  pollId: string;
  onClose: () => void;
}

/** The Vote Calculation Animation: a modal dialog over the page that plays the count of one poll. */
export function CountAnimationModal({ pollId, onClose }: CountAnimationModalProps) {
  const state = useCountedResults(pollId);
  const { t } = useText();
  const describe = useErrorMessage();
  return (
    <CountAnimationDialog onClose={onClose}>
      {state.status === 'loading' && <Spinner label={t('common.loadingResults')} />}
      {state.status === 'error' && <Alert>{t('common.loadFailed', { message: describe(state.error) })}</Alert>}
      {state.status === 'ready' && <CountedAnimation counted={state.data} tieAction={<CreateRunoffButton pollId={pollId} />} />}
    </CountAnimationDialog>
  );
}
