import type { Poll } from '@runoff/domain';
import type { Participant } from '../../../lib/utils/participant';
import type { Failure } from '../../../lib/i18n';

/**
 * What the presenter view needs of the live poll. The lobby feature's useLobby provides exactly this (it is
 * passed in from src/expose), so the presenter follows the poll on the same private channel as the lobby.
 */
export interface PresenterLobby {
  poll: Poll | null;
  loadError: Failure | null;
  deleted: boolean;
  isHost: boolean;
  phase: 'waiting' | 'voting' | 'results';
  participants: Participant[];
  listenError: Failure | null;
  host: {
    canStartVoting: boolean;
    canEndVoting: boolean;
    busy: boolean;
    error: Failure | null;
    onStartVoting: () => void;
    onEndVoting: () => void;
  };
  showAnimation: boolean;
  closeAnimation: () => void;
}
