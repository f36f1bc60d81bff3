import type { LobbyText } from '../../../lib/i18n';
import { JOIN_FAILED_PREFIX, NOT_FOUND_MESSAGE, INACTIVE_MESSAGE, PERMISSION_MESSAGE_START, type JoinFailure } from './join-error';

/**
 * A failed join in the reader's language. joinFailure keeps the spec's English (matched on the server's
 * English words); this reads which of the spec's messages it is and shows that message's translation,
 * with the server's own words (a full poll, accounts only, …) put in the reader's language by `describe`.
 */
export function joinFailureText(failure: JoinFailure, t: LobbyText['t'], describe: (english: string) => string): string {
  const { message } = failure;
  if (message.startsWith(PERMISSION_MESSAGE_START)) return t('join.permissionDenied');
  if (message === NOT_FOUND_MESSAGE) return t('join.notFound');
  if (message === INACTIVE_MESSAGE) return t('join.inactive');
  if (message.startsWith(JOIN_FAILED_PREFIX)) return t('join.failed', { message: describe(message.slice(JOIN_FAILED_PREFIX.length)) });
  return describe(message);
}
