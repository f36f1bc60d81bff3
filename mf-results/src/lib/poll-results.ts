import type { CountResult } from '@runoff/shared/counting';
import type { PollResults } from '@runoff/shared/domain';

/** A poll's results with the engine's count of them: what the panel, the animation and the CSV show. */
export interface CountedResults {
  results: PollResults;
  count: CountResult;
  /** Option names by id, for display. */
  names: Record<string, string>;
}
