import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { LoginForm } from './login-form';
import { deferred, renderWithRouter } from '@runoff/test-utils';

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('has the fields, Remember me and the forgot-password link', () => {
    renderWithRouter(<LoginForm onSubmit={async () => {}} />);
    expect(screen.getByLabelText('Email address').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('reads "Signing in..." and is disabled while signing in', async () => {
    const request = deferred();
    const onSubmit = vi.fn(() => request.promise);
    renderWithRouter(<LoginForm onSubmit={onSubmit} />);
    await fillIn('ada@example.com', 'secret1');
    expect(onSubmit).toHaveBeenCalledWith('ada@example.com', 'secret1');
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in...' });
    expect(busy.disabled).toBe(true);
    request.resolve();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows "Failed to sign in: {message}" in an alert', async () => {
    const onSubmit = () => Promise.reject(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'));
    renderWithRouter(<LoginForm onSubmit={onSubmit} />);
    await fillIn('ada@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to sign in: Invalid login credentials');
  });

  it('asks for both fields before calling the server', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<LoginForm onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email and password');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
