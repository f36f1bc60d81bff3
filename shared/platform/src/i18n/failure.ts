import { isAuthError, isAuthRetryableFetchError, isAuthSessionMissingError } from '../supabase/auth-errors';
import { failureId, failureValues, RpcRequestError } from '../supabase/rpc';

/** A value a failure's message holds: a number (formatted by Intl in the reader's language), a word, a flag. */
export type FailureValue = string | number | boolean | null;

/**
 * Why something failed, as data: a stable id and the values its message holds. The server's ids are the
 * SQL functions' (docs/database-api.md, "Error ids"); the client's own are `network.*`, `auth.*` (from the
 * auth service's error code), `http.status`, `request.rate_limited`, `database.permission_denied` and
 * `failure.unknown`. A screen keeps the failure, never its text, and words it as it renders (useFailureText),
 * so an alert already on screen follows a language switch.
 */
export interface Failure {
  readonly id: string;
  readonly values: Readonly<Record<string, FailureValue>>;
}

export function failure(id: string, values: Readonly<Record<string, FailureValue>> = {}): Failure {
  return { id, values };
}

const UNKNOWN_FAILURE: Failure = failure('failure.unknown');

/** A failure to throw, for a promise chain whose catch expects an Error: toFailure gives its failure back. */
export class FailureError extends Error {
  override name = 'FailureError';
  constructor(readonly failure: Failure) {
    // The id, for logs: a screen words the failure, never this.
    super(failure.id);
  }
}

/** The auth service's error codes (GoTrue's ErrorCode) that have a message of their own. */
const AUTH_CODES = new Set([
  'invalid_credentials',
  'user_already_exists',
  'email_exists',
  'email_address_invalid',
  'email_not_confirmed',
  'same_password',
  'over_email_send_rate_limit',
  'otp_expired',
  'user_banned',
  'weak_password',
  'validation_failed',
  'unexpected_failure',
]);
/** The auth service's codes for a session it no longer holds: one failure for the reader. */
const SESSION_GONE = new Set(['session_not_found', 'session_expired', 'refresh_token_not_found', 'refresh_token_already_used', 'user_not_found']);

/** A failure id from the auth service's error code (GoTrue's `error_code`, auth-js's `error.code`). */
export function authFailureId(code: unknown): string {
  if (typeof code !== 'string') return 'auth.failed';
  if (AUTH_CODES.has(code)) return `auth.${code}`;
  if (SESSION_GONE.has(code)) return 'auth.session_missing';
  if (code === 'over_request_rate_limit') return 'request.rate_limited';
  return 'auth.failed';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFailure(value: unknown): value is Failure {
  return isRecord(value) && !(value instanceof Error) && typeof value.id === 'string' && isRecord(value.values);
}

/** A refusal from the Data API (callRpc's RpcRequestError, or PostgREST's error object from supabase-js). */
function refusal(status: number | undefined, code: unknown, id: string | null, values: Record<string, unknown>): Failure {
  if (id !== null) return failure(id, values as Record<string, FailureValue>);
  if (code === '42501') return failure('database.permission_denied');
  if (status === 429 || code === 'over_request_rate_limit') return failure('request.rate_limited');
  // A gateway with nothing behind it: the request may not have reached the database.
  if (status === 502 || status === 503 || status === 504) return failure('network.unreachable');
  return typeof status === 'number' && status >= 400 ? failure('http.status', { status: String(status) }) : UNKNOWN_FAILURE;
}

/**
 * The failure an error stands for, by its kind and codes, never by its words: a refusal of the Data API
 * by its id (`hint`) and values (`detail`), an auth-js error by its code, a fetch that got no answer
 * (TypeError, an auth-js retryable fetch error) as `network.unreachable`, an abort or timeout as
 * `network.timed_out`, anything else as `failure.unknown`.
 */
export function toFailure(error: unknown): Failure {
  if (isFailure(error)) return error;
  if (error instanceof FailureError) return error.failure;
  if (error instanceof RpcRequestError) return refusal(error.status, error.code, error.id, error.values);
  if (isAuthRetryableFetchError(error)) return failure('network.unreachable');
  if (isAuthSessionMissingError(error)) return failure('auth.session_missing');
  if (isAuthError(error)) {
    // A redirect's error (a reset link that expired) carries its code in `details`.
    const { code, details } = error as { code?: unknown; details?: unknown };
    return failure(authFailureId(code ?? (isRecord(details) ? details.code : undefined)));
  }
  // fetch rejects with a TypeError exactly when no answer came (offline, DNS, CORS, a dropped connection).
  if (error instanceof TypeError) return failure('network.unreachable');
  if (isRecord(error) && (error.name === 'AbortError' || error.name === 'TimeoutError')) return failure('network.timed_out');
  // PostgREST's error through supabase-js ({ message, code, hint, details }); an empty code is postgrest-js's
  // own for a fetch that got no answer (PostgREST always sends one).
  if (isRecord(error) && 'hint' in error && 'details' in error) {
    if (error.code === '') return failure('network.unreachable');
    const status = typeof error.status === 'number' ? error.status : undefined;
    return refusal(status, error.code, failureId(error.hint), failureValues(error.details));
  }
  return UNKNOWN_FAILURE;
}

/** True when a call failed without the server's answer: it may or may not have been carried out. */
export function isLostAnswer(error: unknown): boolean {
  return toFailure(error).id.startsWith('network.');
}
