import { validateSignUp } from './validate-sign-up';

const valid = { username: 'ada', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' };

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it.each([
    [{ username: '   ' }, 'Username cannot be empty'],
    [{ username: 'x'.repeat(51) }, 'Username must be 50 characters or less'],
    [{ email: '' }, 'Please enter your email address'],
    [{ confirmPassword: '' }, 'Please enter and confirm your password'],
    [{ confirmPassword: 'secret2' }, 'Passwords do not match'],
    [{ password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
  ])('rejects %j with "%s"', (change, message) => {
    expect(validateSignUp({ ...valid, ...change })).toBe(message);
  });

  it('checks the match before the length, as the original product did', () => {
    expect(validateSignUp({ ...valid, password: '123', confirmPassword: '1234' })).toBe('Passwords do not match');
  });
});
