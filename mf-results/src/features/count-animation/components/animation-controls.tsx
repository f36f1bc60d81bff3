import { useId } from 'react';
import { Button } from '@runoff/ui';
import { SPEEDS, type AnimationPlayer, type Speed } from '../hooks/use-animation-player';
import styles from './count-animation.module.css';

interface AnimationControlsProps {
  player: AnimationPlayer;
  total: number;
  helpOpen: boolean;
  helpId: string;
  onToggleHelp: () => void;
}

export function AnimationControls({ player, total, helpOpen, helpId, onToggleHelp }: AnimationControlsProps) {
  const speedId = useId();
  return (
    <div className={styles.controls} role="group" aria-label="Animation controls">
      <Button onClick={player.playing ? player.pause : player.play}>{player.playing ? 'Pause' : 'Play'}</Button>
      <Button variant="secondary" onClick={player.restart}>
        Restart
      </Button>
      {!player.playing && (
        <>
          <Button variant="secondary" onClick={player.previous} disabled={player.index === 0}>
            Previous
          </Button>
          <Button variant="secondary" onClick={player.next} disabled={player.atEnd}>
            Next
          </Button>
        </>
      )}
      <label className={styles.speed} htmlFor={speedId}>
        Speed
        <select id={speedId} value={player.speed} onChange={(event) => player.setSpeed(Number(event.target.value) as Speed)}>
          {SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {speed}x
            </option>
          ))}
        </select>
      </label>
      <Button variant="secondary" onClick={onToggleHelp} aria-expanded={helpOpen} aria-controls={helpId}>
        {helpOpen ? 'Hide Help' : 'Show Help'}
      </Button>
      <span className={styles.progress}>
        Step {Math.min(player.index + 1, total)} of {total}
      </span>
    </div>
  );
}
