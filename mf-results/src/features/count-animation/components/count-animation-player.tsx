import { useId, useState } from 'react';
import { MotionConfig } from 'framer-motion';
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
  /** The counted poll: its final box offers "Create runoff poll" after a tie. */
  pollId?: string;
}

/** Plays the frames of the count; all it shows comes from the current frame. */
export function CountAnimationPlayer({ steps, totalVotes, pollId }: CountAnimationPlayerProps) {
  const player = useAnimationPlayer(steps);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpId = useId();
  const step = player.step;
  if (!step) return null;
  return (
    // Users who ask for reduced motion get the counts without the bars sliding.
    <MotionConfig reducedMotion="user">
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
      {step.final && <FinalBox outcome={step.final} totalVotes={totalVotes} pollId={pollId} />}
    </MotionConfig>
  );
}
