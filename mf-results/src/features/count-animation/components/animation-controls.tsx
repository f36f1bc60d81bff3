import { useId } from 'react';
import { Button } from '@runoff/ui';
import { useWords } from '../../../lib/i18n';
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
  const { t, count } = useWords();
  return (
    <div className={styles.controls} role="group" aria-label={t('animation.controls')}>
      <Button onClick={player.playing ? player.pause : player.play}>{player.playing ? t('animation.pause') : t('animation.play')}</Button>
      <Button variant="secondary" onClick={player.restart}>
        {t('animation.restart')}
      </Button>
      {!player.playing && (
        <>
          <Button variant="secondary" onClick={player.previous} disabled={player.index === 0}>
            {t('animation.previous')}
          </Button>
          <Button variant="secondary" onClick={player.next} disabled={player.atEnd}>
            {t('animation.next')}
          </Button>
        </>
      )}
      <label className={styles.speed} htmlFor={speedId}>
        {t('animation.speed')}
        <select id={speedId} value={player.speed} onChange={(event) => player.setSpeed(Number(event.target.value) as Speed)}>
          {SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {t('animation.speedOption', { speed: count(speed) })}
            </option>
          ))}
        </select>
      </label>
      <Button variant="secondary" onClick={onToggleHelp} aria-expanded={helpOpen} aria-controls={helpId}>
        {helpOpen ? t('animation.hideHelp') : t('animation.showHelp')}
      </Button>
      <span className={styles.progress}>{t('animation.progress', { step: count(Math.min(player.index + 1, total)), total: count(total) })}</span>
    </div>
  );
}
