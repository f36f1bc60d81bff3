import { english } from '../../../lib/i18n';
import { validateSignUp, type SignUpInput } from './validate-sign-up';

/** The problem in English, as the form shows it. */
function problem(input: SignUpInput): string | null {
  const notice = validateSignUp(input);
  return notice && english(notice.id, notice.values);
}

const valid = { username: 'ada', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' };

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(problem(valid)).toBeNull();
  });

  it.each([
    [{ username: '   ' }, 'Username cannot be empty'],
    [{ username: 'x'.repeat(51) }, 'Username must be 50 characters or less'],
    [{ email: '' }, 'Please enter your email address'],
    [{ confirmPassword: '' }, 'Please enter and confirm your password'],
    [{ confirmPassword: 'secret2' }, 'Passwords do not match'],
    [{ password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
  ])('rejects %j with "%s"', (change, message) => {
    expect(problem({ ...valid, ...change })).toBe(message);
  });

  it('checks the match before the length, as the original product did', () => {
    expect(problem({ ...valid, password: '123', confirmPassword: '1234' })).toBe('Passwords do not match');
  });
});
