import { useCallback } from 'react';
import { errorMessage } from '../supabase/errors';
import { platformMessages } from './platform-messages';

type ErrorId = Parameters<ReturnType<typeof platformMessages.useText>['t']>[0];

/**
 * The English texts the server and the client raise (the spec's wording), each with its message id. A
 * message not listed here is shown as the server sent it.
 */
const KNOWN: ReadonlyMap<string, ErrorId> = new Map<string, ErrorId>([
  ['Could not reach the server. Check your connection and try again.', 'error.unreachable'],
  ['Unknown error', 'error.unknown'],
  ['Authentication failed', 'error.authenticationFailed'],
  ['Poll not found', 'error.pollNotFound'],
]);

/** errorMessage (supabase/errors.ts) in the reader's language: `const describe = useErrorMessage()`. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = platformMessages.useText();
  return useCallback(
    (error: unknown) => {
      const english = errorMessage(error);
      const id = KNOWN.get(english);
      return id === undefined ? english : t(id);
    },
    [t],
  );
}
