import type { CountedPoll } from './packed-results';

/**
 * The counting worker's messages (docs/performance.md, "The count in the browser"). The page sends the
 * bytes of get_poll_results' answer as they arrive, `piece` by `piece`, and ends the job with `body` (the
 * last bytes, or all of them at once); the worker decodes, checks, packs and counts them and answers with
 * the count and the packed ballots, whose buffers it transfers. A job's `id` pairs the answer with it.
 * Pieces keep every step on the page small: 15 MB read whole, then copied to the worker, took over 50 ms.
 */
export type CountJob = { id: number; piece: Uint8Array } | { id: number; body: ArrayBuffer };

export type CountAnswer =
  | { id: number; ok: true; counted: CountedPoll }
  | { id: number; ok: false; error: { name: string; message: string } };

/** The buffers an answer hands over rather than copies: the packed ballots. */
export function transferables(counted: CountedPoll): ArrayBuffer[] {
  const { choices, starts, weights } = counted.results.ballots;
  const buffers = [choices.buffer, starts.buffer, weights?.buffer].filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
  return [...new Set(buffers)];
}

export function isCountAnswer(value: unknown): value is CountAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return typeof answer.id === 'number' && (answer.ok === true ? typeof answer.counted === 'object' : typeof answer.error === 'object');
}

/** An error as it crosses to the page: its name (e.g. ResultsShapeError) and message. */
export function describeError(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** The error again, as an Error of the same name: nothing on the page tells them apart by class. */
export function rebuildError({ name, message }: { name: string; message: string }): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
