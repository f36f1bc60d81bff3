import type { CountedPoll } from '@runoff/results-count';

/**
 * A poll's results (ballot groups packed as option indices) with the engine's count of them: what the
 * panel, the animation and the CSV show.
 */
export type CountedResults = CountedPoll;
