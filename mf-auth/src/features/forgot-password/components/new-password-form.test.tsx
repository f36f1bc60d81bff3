import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { NewPasswordForm } from './new-password-form';
import { deferred, renderWithRouter } from '@runoff/test-utils';

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('NewPasswordForm', () => {
  it('applies the sign-up password rules', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<NewPasswordForm onSubmit={onSubmit} />);
    await submit('secret1', 'secret2');
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads "Updating..." while saving, and reports a failure', async () => {
    const request = deferred();
    renderWithRouter(<NewPasswordForm onSubmit={() => request.promise} />);
    await submit('new-secret', 'new-secret');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Updating...' }).disabled).toBe(true);
    request.reject(new AuthApiError('New password should be different from the old password.', 422, 'same_password'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to update password: New password should be different from the old password.',
    );
  });
});
