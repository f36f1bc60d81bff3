import type { Notice } from '../../../lib/i18n';
import { newPasswordProblem } from '../../../lib/utils/password-rules';

/** The longest username the profile accepts (product §9: names are at most 50 characters). */
const USERNAME_MAX_LENGTH = 50;

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The first problem with the sign-up form (a message of the spec's), or null when it may be sent. */
export function validateSignUp({ username, email, password, confirmPassword }: SignUpInput): Notice | null {
  if (username.trim() === '') return { id: 'validation.usernameEmpty' };
  if (username.trim().length > USERNAME_MAX_LENGTH) return { id: 'validation.usernameTooLong', values: { max: USERNAME_MAX_LENGTH } };
  if (email.trim() === '') return { id: 'validation.emailMissing' };
  return newPasswordProblem(password, confirmPassword);
}
