import { useCallback } from 'react';
import { useErrorMessage } from '@runoff/platform/i18n';
import { errorMessage } from '@runoff/platform/supabase';
import { useText, type MessageId } from './text';

/**
 * mf_lobby's own English error texts (the lobby's channel, use-lobby-channel.ts), each with its message id.
 * Every text the database, the auth service or the platform raises is @runoff/platform's catalogue's
 * (useErrorMessage), matched there on the server's English words.
 */
const OWN: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  ['You are not signed in', 'server.notSignedIn'],
  ['The server did not answer in time', 'server.timedOut'],
  ['The channel was refused', 'server.channelRefused'],
]);

/** The message id of one of mf_lobby's own English error texts, or null. */
function serverMessageId(english: string): MessageId | null {
  return OWN.get(english) ?? null;
}

/** An error (or the English text of one) in the reader's language: `const describe = useServerText()`. */
export function useServerText(): (error: unknown) => string {
  const { t } = useText();
  const platform = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      const english = errorMessage(error);
      const own = serverMessageId(english);
      return own ? t(own) : platform(english);
    },
    [t, platform],
  );
}
