import type { ComponentType, ReactNode } from 'react';
import type { CountedResults } from '../../../lib/utils/poll-results';

/**
 * The parts of other features the embed shows: the app's own results view and count animation. Features
 * never import each other (docs/architecture.md), so src/expose/embed.ts hands them in once at start-up.
 */
export interface EmbedParts {
  ResultsView: ComponentType<{ counted: CountedResults; actions?: ReactNode; hideChart?: boolean; hideRounds?: boolean }>;
  /** Lazy: the animation loads when someone presses Play. */
  CountAnimation: ComponentType<{ counted: CountedResults; container: Element; onClose: () => void }>;
}

let parts: EmbedParts | undefined;

export function provideEmbedParts(next: EmbedParts): void {
  parts = next;
}

export function embedParts(): EmbedParts {
  if (!parts) throw new Error('The embed was started without its parts (src/expose/embed.ts provides them)');
  return parts;
}
