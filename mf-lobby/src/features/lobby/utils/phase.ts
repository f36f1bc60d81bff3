import type { PollStatus } from '@runoff/domain';

/** The lobby's three phases, in order (product §2.12). */
export type LobbyPhase = 'waiting' | 'voting' | 'results';
export type PhaseState = 'Current Phase' | 'Completed' | 'Coming Up';

/** Each phase's title is the message phase.<phase>: Waiting for Participants, Voting Phase, Results. */
export const PHASES: readonly { phase: LobbyPhase }[] = [{ phase: 'waiting' }, { phase: 'voting' }, { phase: 'results' }];

export function phaseOf(status: PollStatus): LobbyPhase {
  return status === 'completed' ? 'results' : status;
}

export function phaseState(tile: LobbyPhase, current: LobbyPhase): PhaseState {
  const order = PHASES.map((p) => p.phase);
  const difference = order.indexOf(tile) - order.indexOf(current);
  if (difference === 0) return 'Current Phase';
  return difference < 0 ? 'Completed' : 'Coming Up';
}

/** Product §2.12: Start Voting while waiting with at least one participant; End Voting while voting; host only. */
export function hostActions(isHost: boolean, phase: LobbyPhase, participantCount: number) {
  return {
    canStartVoting: isHost && phase === 'waiting' && participantCount > 0,
    canEndVoting: isHost && phase === 'voting',
  };
}
