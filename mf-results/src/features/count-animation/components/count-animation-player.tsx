import { useEffect, useId, useState, type ReactNode } from 'react';
import { tickMs, useAnimationPlayer } from '../hooks/use-animation-player';
import type { AnimationStep } from '../utils/animation-types';
import { AnimationControls } from './animation-controls';
import { AnimationHelp } from './animation-help';
import { FinalBox } from './final-box';
import { OptionBars } from './option-bars';
import { RoundView } from './round-view';

interface CountAnimationPlayerProps {
  steps: readonly AnimationStep[];
  totalVotes: number;
  /** What the final box offers after a tie (Create runoff poll in the app; nothing when embedded). */
  tieAction?: ReactNode;
}

/** Plays the frames of the count; all it shows comes from the current frame. */
export function CountAnimationPlayer({ steps, totalVotes, tieAction }: CountAnimationPlayerProps) {
  const player = useAnimationPlayer(steps);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpId = useId();
  const { stepBy } = player;
  // → / Page Down and ← / Page Up step the count in every language (a presenter's clicker sends these, and
  // slide software keeps them so right to left too); form controls keep their own arrows.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') stepBy(1);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') stepBy(-1);
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [stepBy]);
  const step = player.step;
  if (!step) return null;
  return (
    // Users who ask for reduced motion get the counts without the bars sliding (count-animation.module.css).
    <>
      <AnimationControls
        player={player}
        total={steps.length}
        helpOpen={helpOpen}
        helpId={helpId}
        onToggleHelp={() => setHelpOpen((open) => !open)}
      />
      {helpOpen && <AnimationHelp id={helpId} />}
      <RoundView step={step} />
      <OptionBars bars={step.bars} quota={step.quota} scale={totalVotes} durationMs={tickMs(player.speed) * 0.8} />
      {step.final && <FinalBox outcome={step.final} totalVotes={totalVotes} tieAction={tieAction} />}
    </>
  );
}
