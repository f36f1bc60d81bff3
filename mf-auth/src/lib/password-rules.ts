/** Minimum password length (product §5.1, §9), checked before the server's own check so the message is the spec's. */
export const PASSWORD_MIN_LENGTH = 6;

/** The spec's message for a new password and its confirmation, or null when they are acceptable. */
export function newPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password === '' || confirmPassword === '') return 'Please enter and confirm your password';
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  return null;
}
