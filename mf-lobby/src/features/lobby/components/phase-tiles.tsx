import { PHASES, phaseState, type LobbyPhase } from '../utils/phase';
import { useText } from '../../../lib/i18n';
import styles from './lobby.module.css';

/** Waiting for Participants → Voting Phase → Results, each marked Completed, Current Phase or Coming Up. */
const STATE_TEXT = { 'Current Phase': 'phase.current', Completed: 'phase.completed', 'Coming Up': 'phase.comingUp' } as const;

export function PhaseTiles({ phase }: { phase: LobbyPhase }) {
  const { t } = useText();
  const tiles = (
    <ol className={styles.phases} aria-label={t('phase.list')}>
      {PHASES.map((tile) => {
        const state = phaseState(tile.phase, phase);
        return (
          <li key={tile.phase} className={`${styles.phase} ${styles[tile.phase === phase ? 'phaseCurrent' : state === 'Completed' ? 'phaseDone' : 'phaseNext']}`} aria-current={state === 'Current Phase' ? 'step' : undefined}>
            <strong>{t(`phase.${tile.phase}`)}</strong>
            <span>{t(STATE_TEXT[state])}</span>
          </li>
        );
      })}
    </ol>
  );
  // Once the poll is completed the tiles only say so: folded, so the results and their winner come first on
  // a phone's first screen (issue 33).
  if (phase === 'results') {
    return (
      <details className={styles.phasesFolded}>
        <summary>{t('phase.list')}</summary>
        {tiles}
      </details>
    );
  }
  return tiles;
}
