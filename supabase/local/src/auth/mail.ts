import type { StackConfig } from '../config/config.js';
import type { Mailer } from './mailer.js';

/** GoTrue's getPath + encodeRedirectURL: the link in an e-mail, pointing at this service's /verify. */
export function verifyLink(config: StackConfig, tokenHash: string, type: string, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo;
  return `${config.apiUrl}/auth/v1/verify?token=${encodeURIComponent(tokenHash)}&type=${encodeURIComponent(type)}&redirect_to=${redirect}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** GoTrue's default subjects and bodies (internal/mailer/templatemailer/templatemailer.go), by template kind. */
const DEFAULTS: Record<string, { subject: string; html: string }> = {
  confirmation: {
    subject: 'Confirm your email address',
    html: `<h2>Confirm your email address</h2>

<p>Follow the link below to confirm this email address and finish signing up.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>
`,
  },
  recovery: {
    subject: 'Reset your password',
    html: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
  magic_link: {
    subject: 'Your sign-in link',
    html: `<h2>Your sign-in link</h2>

<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>
<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>`,
  },
  email_change: {
    subject: 'Confirm your new email address',
    html: `<h2>Confirm your new email address</h2>

<p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>
<p>If you didn't request this change, you can safely ignore this email.</p>`,
  },
};

/** The message type the mail catcher lists (GoTrue's verification type), by template kind. */
const MESSAGE_TYPES: Record<string, string> = { confirmation: 'signup', recovery: 'recovery', magic_link: 'magiclink', email_change: 'email_change' };

export interface AuthMail {
  kind: 'confirmation' | 'recovery' | 'magic_link' | 'email_change';
  to: string;
  link: string;
  otp: string;
  tokenHash: string;
  redirectTo: string;
}

/**
 * GoTrue's template mailer: the project's template (config.toml [auth.email.template.<kind>]) or GoTrue's
 * default, with the variables GoTrue gives every template, HTML-escaped as Go's html/template does.
 */
export function renderAuthMail(config: StackConfig, mail: AuthMail): { subject: string; html: string } {
  const own = config.emailTemplates[mail.kind];
  const fallback = DEFAULTS[mail.kind]!;
  const values: Record<string, string> = {
    ConfirmationURL: mail.link,
    Token: mail.otp,
    TokenHash: mail.tokenHash,
    SiteURL: config.siteUrl,
    RedirectTo: mail.redirectTo,
    Email: mail.to,
    NewEmail: mail.to,
    Data: '',
  };
  const fill = (template: string, escape: (text: string) => string) =>
    template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? escape(values[name]!) : whole));
  return { subject: fill(own?.subject ?? fallback.subject, (text) => text), html: fill(own?.content ?? fallback.html, escapeHtml) };
}

/** Sends one of GoTrue's auth e-mails; the mail catcher also keeps its link and code for tests and developers. */
export function sendAuthMail(mailer: Mailer, config: StackConfig, mail: AuthMail): Promise<void> {
  const { subject, html } = renderAuthMail(config, mail);
  return mailer.send({ to: mail.to, type: MESSAGE_TYPES[mail.kind]!, subject, html, link: mail.link, otp: mail.otp });
}
