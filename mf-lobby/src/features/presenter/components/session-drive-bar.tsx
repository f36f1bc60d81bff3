import { Button } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import type { SessionMoves } from '../utils/session-stage';

export interface SessionDriveBarProps {
  moves: SessionMoves;
  started: boolean;
  busy: string | null;
  onMove: (direction: 'next' | 'previous') => void;
  /** Open or close voting: the view asks first, as Space does. */
  onVoting: () => void;
  onResults: (shown: boolean) => void;
}

/** The host's buttons on the projector, the control page's moves: a co-host drives with them too. */
export function SessionDriveBar({ moves, started, busy, onMove, onVoting, onResults }: SessionDriveBarProps) {
  const { t } = useText();
  const disabled = busy !== null;
  return (
    <>
      {moves.previous && (
        <Button variant="secondary" disabled={disabled} busy={busy === 'previous'} onClick={() => onMove('previous')}>
          {t('sessionPresenter.previous')}
        </Button>
      )}
      {moves.next && (
        <Button variant={moves.openVoting || moves.closeVoting ? 'secondary' : 'primary'} disabled={disabled} busy={busy === 'next'} onClick={() => onMove('next')}>
          {started ? t('sessionPresenter.next') : t('sessionPresenter.start')}
        </Button>
      )}
      {moves.openVoting && (
        <Button disabled={disabled} busy={busy === 'voting'} onClick={onVoting}>
          {t('sessionPresenter.openVoting')}
        </Button>
      )}
      {moves.closeVoting && (
        <Button variant="danger" disabled={disabled} busy={busy === 'voting'} onClick={onVoting}>
          {t('sessionPresenter.closeVoting')}
        </Button>
      )}
      {(moves.showResults || moves.hideResults) && (
        <Button variant={moves.showResults ? 'primary' : 'secondary'} disabled={disabled} busy={busy === 'results'} onClick={() => onResults(moves.showResults)}>
          {moves.showResults ? t('sessionPresenter.showResults') : t('sessionPresenter.hideResults')}
        </Button>
      )}
    </>
  );
}
