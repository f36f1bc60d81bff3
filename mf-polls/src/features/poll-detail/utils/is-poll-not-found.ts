import { errorMessage } from '@runoff/platform/supabase';

/** get_poll raises exactly "Poll not found" (code PT404) for a missing poll or an id that is not one. */
export function isPollNotFound(error: unknown): boolean {
  return errorMessage(error) === 'Poll not found';
}
