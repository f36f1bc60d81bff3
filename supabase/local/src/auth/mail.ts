import type { StackConfig } from '../config/config.js';
import type { Mailer } from './mailer.js';

/** GoTrue's getPath + encodeRedirectURL: the link in an e-mail, pointing at this service's /verify. */
export function verifyLink(config: StackConfig, tokenHash: string, type: string, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo;
  return `${config.apiUrl}/auth/v1/verify?token=${encodeURIComponent(tokenHash)}&type=${encodeURIComponent(type)}&redirect_to=${redirect}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** GoTrue's default "Confirm your email address" e-mail (templatemailer.go), sent on an e-mail sign-up with confirmations on. */
export function sendConfirmationMail(mailer: Mailer, to: string, link: string, otp: string): Promise<void> {
  return mailer.send({
    to,
    type: 'signup',
    subject: 'Confirm your email address',
    html: `<h2>Confirm your email address</h2>
<p>Follow the link below to confirm this email address and finish signing up.</p>
<p><a href="${escapeHtml(link)}">Confirm email address</a></p>`,
    link,
    otp,
  });
}

/** GoTrue's default "Reset your password" e-mail. */
export function sendRecoveryMail(mailer: Mailer, to: string, link: string, otp: string): Promise<void> {
  return mailer.send({
    to,
    type: 'recovery',
    subject: 'Reset your password',
    html: `<h2>Reset your password</h2>
<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="${escapeHtml(link)}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
    link,
    otp,
  });
}

/** GoTrue's default "Confirm your new email address" e-mail, sent to the new address. */
export function sendEmailChangeMail(mailer: Mailer, to: string, link: string, otp: string): Promise<void> {
  return mailer.send({
    to,
    type: 'email_change',
    subject: 'Confirm your new email address',
    html: `<h2>Confirm your new email address</h2>
<p>Follow the link below to confirm ${escapeHtml(to)} as your new email address.</p>
<p><a href="${escapeHtml(link)}">Confirm new email address</a></p>
<p>If you didn't request this change, you can safely ignore this email.</p>`,
    link,
    otp,
  });
}
