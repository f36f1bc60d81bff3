import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { SignUpForm } from './signup-form';
import { deferred, renderWithRouter } from '@runoff/test-utils';

async function fillIn(values: { username: string; email: string; password: string; confirm: string }) {
  const user = userEvent.setup();
  if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
  if (values.email) await user.type(screen.getByLabelText('Email address'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

const valid = { username: 'grace', email: 'grace@example.com', password: 'secret1', confirm: 'secret1' };

describe('SignUpForm', () => {
  it('uses an email-typed field', () => {
    renderWithRouter(<SignUpForm onSubmit={async () => {}} />);
    expect(screen.getByLabelText('Email address').getAttribute('type')).toBe('email');
  });

  it.each([
    [{ confirm: 'secret2' }, 'Passwords do not match'],
    [{ password: '12345', confirm: '12345' }, 'Password must be at least 6 characters'],
    [{ username: '' }, 'Username cannot be empty'],
  ])('refuses %j with "%s" without calling the server', async (change, message) => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<SignUpForm onSubmit={onSubmit} />);
    await fillIn({ ...valid, ...change });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads "Creating account..." while the account is created', async () => {
    const request = deferred();
    const onSubmit = vi.fn(() => request.promise);
    renderWithRouter(<SignUpForm onSubmit={onSubmit} />);
    await fillIn(valid);
    expect(onSubmit).toHaveBeenCalledWith('grace', 'grace@example.com', 'secret1');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Creating account...' }).disabled).toBe(true);
    request.resolve();
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeTruthy();
  });

  it('shows "Failed to create an account: {message}"', async () => {
    const onSubmit = () => Promise.reject(new AuthApiError('User already registered', 422, 'user_already_exists'));
    renderWithRouter(<SignUpForm onSubmit={onSubmit} />);
    await fillIn(valid);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create an account: User already registered');
  });
});
