import type { Translate } from '../../../lib/i18n';

/**
 * The words for a failed code sign-in, by Supabase Auth's error code (GoTrue's error_code), never by its
 * English message. A code this page does not know is named, so a report can say which it was.
 */
export function describeCodeError(cause: unknown, t: Translate): string {
  const id = typeof (cause as { code?: unknown })?.code === 'string' ? (cause as { code: string }).code : '';
  switch (id) {
    case 'otp_expired':
      return t('codeSignIn.error.otpExpired');
    case 'over_email_send_rate_limit':
      return t('codeSignIn.error.tooSoon');
    case 'over_request_rate_limit':
      return t('codeSignIn.error.tooMany');
    case 'validation_failed':
    case 'email_address_invalid':
      return t('codeSignIn.error.badAddress');
    case 'email_address_not_authorized':
      return t('codeSignIn.error.notAuthorized');
    default:
      return t('codeSignIn.error.other', { id: id || 'network' });
  }
}

/** What a typed code becomes before it is sent: digits only (a pasted "123 456" included). */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** GoTrue's e-mail codes have 6 to 10 digits (otp_length). */
export const CODE_PATTERN = /^\d{6,10}$/;
