import { useCallback, useState } from 'react';
import { useNavigate } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { failure, toFailure, type Failure } from '@runoff/platform/i18n';
import { lookUpWithoutSession, resolveJoinCode } from '../api/resolve-join-code';
import { checkTypedCode, joinPagePath } from '../utils/typed-code';
import { handOverResolvedPoll } from '../utils/resolved-poll-handoff';
import { sessionJoinPath } from '../utils/resolved-session';

/**
 * Looks a typed or linked code up and goes to the poll's join page; `error` says why not, as a failure
 * the page words in the reader's language (useFailureText).
 */
export function useJoinCodeLookup() {
  const { ensureSession, sessionUser } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);

  const lookup = useCallback(
    async (typed: string) => {
      const checked = checkTypedCode(typed);
      if ('error' in checked) {
        setError(checked.error);
        return;
      }
      setBusy(true);
      setError(null);
      try {
        // Without a session the code is looked up at once, as anon; the join itself signs in later.
        let found = sessionUser ? null : await lookUpWithoutSession(checked.code);
        if (!found) {
          await ensureSession();
          found = await resolveJoinCode(checked.code);
        }
        if ('sessionId' in found) {
          // The session's title goes with the page, which cannot read the session before joining it.
          void navigate(sessionJoinPath(found.sessionId), { replace: true, state: { sessionTitle: found.title } });
          return;
        }
        if (found.pollId !== null) {
          handOverResolvedPoll(found.poll);
          void navigate(joinPagePath(found.pollId), { replace: true });
          return;
        }
        setError(failure('join_code.not_found', { code: checked.code }));
      } catch (cause) {
        console.error(cause);
        setError(toFailure(cause));
      } finally {
        setBusy(false);
      }
    },
    [ensureSession, navigate, sessionUser],
  );

  return { busy, error, lookup };
}
