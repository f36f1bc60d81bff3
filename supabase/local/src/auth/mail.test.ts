import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { renderAuthMail, type AuthMail } from './mail.js';

const mail: AuthMail = {
  kind: 'magic_link',
  to: 'ann@example.com',
  link: 'http://localhost:54321/auth/v1/verify?token=abc&type=magiclink&redirect_to=http://localhost:3000',
  otp: '012345',
  tokenHash: 'abc',
  redirectTo: 'http://localhost:3000',
};

describe('renderAuthMail', () => {
  it("fills the project's template (config.toml [auth.email.template.magic_link]) with the code and the escaped link", () => {
    const { subject, html } = renderAuthMail(loadConfig(), mail);
    expect(subject).toBe('Your sign-in code');
    expect(html).toContain('>012345</p>');
    expect(html).toContain('href="http://localhost:54321/auth/v1/verify?token=abc&amp;type=magiclink&amp;redirect_to=http://localhost:3000"');
    expect(html).not.toContain('{{');
  });

  it("falls back to GoTrue's default, which holds only the link, and escapes what it fills in", () => {
    const config = { ...loadConfig(), emailTemplates: { magic_link: { content: '<p>{{ .Token }} {{ .Email }} {{ .Unknown }}</p>' } } };
    expect(renderAuthMail(config, { ...mail, to: '"a<b"@example.com' })).toEqual({
      subject: 'Your sign-in link',
      html: '<p>012345 &quot;a&lt;b&quot;@example.com {{ .Unknown }}</p>',
    });
    const plain = renderAuthMail({ ...config, emailTemplates: {} }, mail);
    expect(plain.subject).toBe('Your sign-in link');
    expect(plain.html).not.toContain('012345');
  });
});
