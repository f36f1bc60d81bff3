import { newPasswordProblem } from '../../../lib/password-rules';

/** The longest username the profile accepts (product §9: names are at most 50 characters). */
export const USERNAME_MAX_LENGTH = 50;

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The first problem with the sign-up form in the spec's words, or null when it may be sent. */
export function validateSignUp({ username, email, password, confirmPassword }: SignUpInput): string | null {
  if (username.trim() === '') return 'Username cannot be empty';
  if (username.trim().length > USERNAME_MAX_LENGTH) return `Username must be ${USERNAME_MAX_LENGTH} characters or less`;
  if (email.trim() === '') return 'Please enter your email address';
  return newPasswordProblem(password, confirmPassword);
}
