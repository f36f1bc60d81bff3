import { toFailure } from '@runoff/platform/i18n';

/** get_poll refuses a missing poll, or an id that is not one, as `poll.not_found`. */
export function isPollNotFound(error: unknown): boolean {
  return toFailure(error).id === 'poll.not_found';
}
