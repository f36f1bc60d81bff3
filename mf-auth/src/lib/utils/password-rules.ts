import type { Notice } from '../i18n';

/** Minimum password length (product §5.1, §9), checked before the server's own check so the message is the spec's. */
export const PASSWORD_MIN_LENGTH = 6;

/** The spec's message for a new password and its confirmation, or null when they are acceptable. */
export function newPasswordProblem(password: string, confirmPassword: string): Notice | null {
  if (password === '' || confirmPassword === '') return { id: 'validation.confirmPassword' };
  if (password !== confirmPassword) return { id: 'validation.passwordsDiffer' };
  if (password.length < PASSWORD_MIN_LENGTH) return { id: 'validation.passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } };
  return null;
}
