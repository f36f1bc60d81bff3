import type { Poll } from '@runoff/domain';
import type { Participant } from '../../../lib/participant';

/**
 * What the presenter view needs of the live poll. The lobby feature's useLobby provides exactly this (it is
 * passed in from src/expose), so the presenter follows the poll on the same private channel as the lobby.
 */
export interface PresenterLobby {
  poll: Poll | null;
  loadError: string | null;
  deleted: boolean;
  isHost: boolean;
  phase: 'waiting' | 'voting' | 'results';
  participants: Participant[];
  listenError: string | null;
  host: {
    canStartVoting: boolean;
    canEndVoting: boolean;
    busy: boolean;
    error: string | null;
    onStartVoting: () => void;
    onEndVoting: () => void;
  };
  showAnimation: boolean;
  closeAnimation: () => void;
}
