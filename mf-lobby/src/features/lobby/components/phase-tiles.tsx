import { PHASES, phaseState, type LobbyPhase } from '../utils/phase';
import styles from './lobby.module.css';

/** Waiting for Participants → Voting Phase → Results, each marked Completed, Current Phase or Coming Up. */
export function PhaseTiles({ phase }: { phase: LobbyPhase }) {
  return (
    <ol className={styles.phases} aria-label="Poll phases">
      {PHASES.map((tile) => {
        const state = phaseState(tile.phase, phase);
        return (
          <li key={tile.phase} className={`${styles.phase} ${styles[tile.phase === phase ? 'phaseCurrent' : state === 'Completed' ? 'phaseDone' : 'phaseNext']}`} aria-current={state === 'Current Phase' ? 'step' : undefined}>
            <strong>{tile.title}</strong>
            <span>{state}</span>
          </li>
        );
      })}
    </ol>
  );
}
