import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { deferred, renderWithRouter } from '@runoff/test-utils';
import { CodeSignInForm } from './code-sign-in-form';

async function askForCode(email = 'voter@example.com') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address', { exact: false }), email);
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  return user;
}

describe('CodeSignInForm', () => {
  it('asks for the address, then the code, with the focus in the field to fill', async () => {
    const onSendCode = vi.fn(async () => {});
    const onVerify = vi.fn(async () => {});
    renderWithRouter(<CodeSignInForm onSendCode={onSendCode} onVerify={onVerify} />);
    const user = await askForCode();
    expect(onSendCode).toHaveBeenCalledWith('voter@example.com');
    expect((await screen.findByRole('status')).textContent).toBe('We sent a code to \u2068voter@example.com\u2069. Check your inbox and your spam folder.');
    const code = screen.getByLabelText('Code from the email', { exact: false });
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await user.type(code, '123 456{Enter}');
    expect(onVerify).toHaveBeenCalledWith('voter@example.com', '123456');
  });

  it('words a refused code by its error code and keeps the form for another try', async () => {
    const onVerify = vi.fn(() => Promise.reject(new AuthApiError('Token has expired or is invalid', 403, 'otp_expired')));
    renderWithRouter(<CodeSignInForm onSendCode={async () => {}} onVerify={onVerify} />);
    const user = await askForCode();
    await user.type(screen.getByLabelText('Code from the email', { exact: false }), '000000{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('This code is wrong or has expired. Check it, or send a new code.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In' }).disabled).toBe(false);
  });

  it('checks the code before sending it, and says when a new code is asked for too soon', async () => {
    const onSendCode = vi.fn(async () => {});
    const onVerify = vi.fn(async () => {});
    renderWithRouter(<CodeSignInForm onSendCode={onSendCode} onVerify={onVerify} />);
    const user = await askForCode();
    await user.type(screen.getByLabelText('Code from the email', { exact: false }), '12ab{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter the digits of the code from the email');
    expect(onVerify).not.toHaveBeenCalled();

    onSendCode.mockRejectedValueOnce(new AuthApiError('For security purposes, you can only request this after 59 seconds.', 429, 'over_email_send_rate_limit'));
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A code was sent a moment ago. Wait a minute before asking for another.');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('status')).textContent).toContain('We sent a new code to \u2068voter@example.com\u2069');
  });

  it('goes back to the address, focused, and names an unknown failure by its code', async () => {
    const sending = deferred();
    const onSendCode = vi.fn(() => sending.promise);
    renderWithRouter(<CodeSignInForm onSendCode={onSendCode} onVerify={async () => {}} />);
    const user = await askForCode();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sending...' }).disabled).toBe(true);
    sending.resolve();
    await user.click(await screen.findByRole('button', { name: 'Use another address' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email address', { exact: false }));
    onSendCode.mockRejectedValueOnce(new AuthApiError('boom', 400, 'something_new'));
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Signing in with a code failed (something_new). Try again.');
  });
});
