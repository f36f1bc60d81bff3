import { english, type Translate } from '../../../lib/i18n';
import { newPasswordProblem } from '../../../lib/utils/password-rules';

/** The longest username the profile accepts (product §9: names are at most 50 characters). */
const USERNAME_MAX_LENGTH = 50;

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The first problem with the sign-up form in the spec's words (in `t`'s language), or null when it may be sent. */
export function validateSignUp({ username, email, password, confirmPassword }: SignUpInput, t: Translate = english): string | null {
  if (username.trim() === '') return t('validation.usernameEmpty');
  if (username.trim().length > USERNAME_MAX_LENGTH) return t('validation.usernameTooLong', { max: USERNAME_MAX_LENGTH });
  if (email.trim() === '') return t('validation.emailMissing');
  return newPasswordProblem(password, confirmPassword, t);
}
