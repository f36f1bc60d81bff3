import { CountAnimationDialog, CountedAnimation } from '../features/count-animation';
import type { CountedResults } from '../lib/utils/poll-results';

export interface EmbedCountAnimationProps {
  counted: CountedResults;
  container: Element;
  onClose: () => void;
}

/** The app's Vote Calculation Animation, in the embed's shadow root. Loaded on demand. */
export default function EmbedCountAnimation({ counted, container, onClose }: EmbedCountAnimationProps) {
  return (
    <CountAnimationDialog container={container} onClose={onClose}>
      <CountedAnimation counted={counted} />
    </CountAnimationDialog>
  );
}
