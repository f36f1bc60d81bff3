import { authFailureId, failure, type Failure } from '@runoff/platform/i18n';

/**
 * The failure a password-reset link brings back when it was already used or has expired. Supabase Auth sends
 * the browser to the reset page with it in the fragment (`#error=access_denied&error_code=otp_expired&
 * error_description=Email+link+is+invalid+or+has+expired`); auth-js reads no session from it and leaves it
 * there, so without this the visitor only sees the plain request form and the reason hides in the URL. The
 * reason is read from `error_code` (the description is the auth service's English and is not shown).
 */
export function readResetLinkError(hash: string): Failure | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const code = params.get('error_code') ?? undefined;
  if (!code && !params.get('error') && !params.get('error_description')) return null;
  return failure(authFailureId(code));
}
