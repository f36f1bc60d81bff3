import { english, type Translate } from '../i18n';

/** Minimum password length (product §5.1, §9), checked before the server's own check so the message is the spec's. */
export const PASSWORD_MIN_LENGTH = 6;

/** The spec's message for a new password and its confirmation, or null when they are acceptable. */
export function newPasswordProblem(password: string, confirmPassword: string, t: Translate = english): string | null {
  if (password === '' || confirmPassword === '') return t('validation.confirmPassword');
  if (password !== confirmPassword) return t('validation.passwordsDiffer');
  if (password.length < PASSWORD_MIN_LENGTH) return t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  return null;
}
