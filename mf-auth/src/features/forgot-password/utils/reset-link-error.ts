/**
 * The error a password-reset link brings back when it was already used or has expired. Supabase Auth sends
 * the browser to the reset page with it in the fragment (`#error=access_denied&error_code=otp_expired&
 * error_description=Email+link+is+invalid+or+has+expired`); auth-js reads no session from it and leaves it
 * there, so without this the visitor only sees the plain request form and the reason hides in the URL.
 */
/** The reason given when the link names none (the page words it in the reader's language). */
export const UNUSABLE_LINK = 'This link cannot be used';

export function readResetLinkError(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const description = params.get('error_description')?.trim();
  if (!description && !params.get('error_code') && !params.get('error')) return null;
  // The text comes from the URL: shown as text (React escapes it) and kept short.
  return (description || UNUSABLE_LINK).slice(0, 200);
}
