import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { RequestResetForm } from './request-reset-form';
import { deferred, renderWithRouter } from '@runoff/test-utils';

async function submit(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('RequestResetForm', () => {
  it('reads "Sending..." and then confirms the e-mail went out', async () => {
    const request = deferred();
    const onSubmit = vi.fn(() => request.promise);
    renderWithRouter(<RequestResetForm onSubmit={onSubmit} />);
    await submit('ada@example.com');
    expect(onSubmit).toHaveBeenCalledWith('ada@example.com');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sending...' }).disabled).toBe(true);
    request.resolve();
    expect((await screen.findByRole('status')).textContent).toBe('Check your email inbox for further instructions');
  });

  it('shows "Failed to reset password: {message}"', async () => {
    const onSubmit = () =>
      Promise.reject(new AuthApiError('Unable to validate email address: invalid format', 400, 'validation_failed'));
    renderWithRouter(<RequestResetForm onSubmit={onSubmit} />);
    await submit('ada@example');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to reset password: The server could not accept this request: check the email address and password',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
