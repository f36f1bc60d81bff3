import { newPasswordProblem } from '../../../utils/password-rules';

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The first problem with the sign-up form in the spec's words, or null when it may be sent. */
export function validateSignUp({ username, email, password, confirmPassword }: SignUpInput): string | null {
  if (username.trim() === '') return 'Username cannot be empty';
  if (email.trim() === '') return 'Please enter your email address';
  return newPasswordProblem(password, confirmPassword);
}
