import { isAuthError, isAuthRetryableFetchError } from './auth-errors';

const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

// Browsers word a failed fetch differently; all mean the request never got an answer.
const NETWORK_FAILURES = [/failed to fetch/i, /networkerror/i, /load failed/i, /fetch failed/i, /network request failed/i];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The text the UI shows for an error from auth-js, PostgREST (`{message, details, hint, code}`), fetch or
 * our own code. Raw transport failures become one plain sentence; everything else keeps the server's
 * message, which for our SQL functions is the spec's wording (e.g. "Poll not found").
 */
export function errorMessage(error: unknown): string {
  if (isAuthRetryableFetchError(error) && (error.status === 0 || NETWORK_FAILURES.some((re) => re.test(error.message)))) {
    return UNREACHABLE;
  }
  if (isAuthError(error)) return nonEmpty(error.message) ? error.message : 'Authentication failed';
  if (nonEmpty(error)) return error;
  if (isRecord(error)) {
    const message = error.message;
    if (nonEmpty(message)) {
      if (NETWORK_FAILURES.some((re) => re.test(message))) return UNREACHABLE;
      return message;
    }
    if (nonEmpty(error.error_description)) return error.error_description;
    if (nonEmpty(error.msg)) return error.msg;
  }
  return 'Unknown error';
}

/** "Failed to sign in: Invalid login credentials" — the spec's `{prefix}: {message}` alert text. */
export function failureMessage(prefix: string, error: unknown): string {
  return `${prefix}: ${errorMessage(error)}`;
}
