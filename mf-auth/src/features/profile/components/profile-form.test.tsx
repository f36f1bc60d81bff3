import { RpcRequestError } from '@runoff/platform/supabase';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@runoff/platform/auth';
import { ProfileForm } from './profile-form';
import { deferred, renderWithRouter } from '@runoff/test-utils';

const ada: AuthUser = {
  uid: 'user-1',
  displayName: 'ada',
  email: 'ada@example.com',
  isAnonymous: false,
  createdAt: '2024-05-01T10:00:00.000Z',
  lastSignInAt: null,
};

async function saveUsername(name: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('Username');
  await user.clear(field);
  if (name) await user.type(field, name);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

describe('ProfileForm', () => {
  it('shows the e-mail read-only with its explanation, and the account dates', () => {
    renderWithRouter(<ProfileForm user={ada} onSubmit={async () => {}} />);
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ada');
    const email = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Email address',
      description: 'Your email address cannot be changed.',
    });
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('ada@example.com');
    expect(screen.getByText('Account created').nextElementSibling?.textContent).not.toBe('N/A');
    expect(screen.getByText('Last sign in').nextElementSibling?.textContent).toBe('N/A');
  });

  it('refuses a blank username', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<ProfileForm user={ada} onSubmit={onSubmit} />);
    await saveUsername('   ');
    expect(screen.getByRole('alert').textContent).toBe('Username cannot be empty');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads "Saving..." and then reports success', async () => {
    const request = deferred();
    const onSubmit = vi.fn(() => request.promise);
    renderWithRouter(<ProfileForm user={ada} onSubmit={onSubmit} />);
    await saveUsername(' Countess ');
    expect(onSubmit).toHaveBeenCalledWith('Countess');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Saving...' }).disabled).toBe(true);
    request.resolve();
    expect((await screen.findByRole('status')).textContent).toBe('Profile updated successfully');
  });

  it('shows "Failed to update profile: {message}"', async () => {
    renderWithRouter(<ProfileForm user={ada} onSubmit={() => Promise.reject(new RpcRequestError('Username must be 50 characters or less', 400, '22023', 'text.too_long', { field: 'username', max: 50 }))} />);
    await saveUsername('Countess');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update profile: Username must be 50 characters or less');
  });
});
