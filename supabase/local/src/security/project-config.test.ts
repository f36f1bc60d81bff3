import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_DEFAULT_RATE_LIMITS, parseDurationSeconds, parseProjectConfig, readProjectConfig } from './project-config.js';

describe('parseProjectConfig', () => {
  it('reads [auth.rate_limit], redirect URLs, max_frequency and SMTP with env() values', () => {
    const config = parseProjectConfig(
      `[auth]
site_url = "http://localhost:3000"
additional_redirect_urls = ["http://127.0.0.1:3000"]
[auth.rate_limit]
email_sent = 5
anonymous_users = 1000
token_refresh = 1500
sign_in_sign_ups = 600
token_verifications = 150
[auth.email]
max_frequency = "1m30s"
[auth.email.smtp]
enabled = true
host = "smtp.example.com"
port = 587
user = "apikey"
pass = "env(TEST_SMTP_PASS)"
admin_email = "admin@example.com"
sender_name = "Runoff"
`,
      { TEST_SMTP_PASS: 'hunter2' },
    );
    expect(config.rateLimits).toEqual({ emailSent: 5, anonymousUsers: 1000, tokenRefresh: 1500, signInSignUps: 600, tokenVerifications: 150 });
    expect(config.additionalRedirectUrls).toEqual(['http://127.0.0.1:3000']);
    expect(config.emailMaxFrequencySeconds).toBe(90);
    expect(config.smtp).toEqual({ host: 'smtp.example.com', port: 587, user: 'apikey', pass: 'hunter2', sender: 'admin@example.com', senderName: 'Runoff' });
  });

  it('falls back to the CLI defaults and refuses nonsense', () => {
    expect(parseProjectConfig('').rateLimits).toEqual(CLI_DEFAULT_RATE_LIMITS);
    expect(parseProjectConfig('').smtp).toBeUndefined();
    expect(() => parseProjectConfig('[auth.rate_limit]\nanonymous_users = -1')).toThrow(/anonymous_users/);
    expect(() => parseDurationSeconds('soon')).toThrow();
  });

  it('reads the e-mail code length and expiry as GoTrue bounds them', () => {
    expect(parseProjectConfig('')).toMatchObject({ emailOtpLength: 6, emailOtpExpirySeconds: 3600 });
    expect(parseProjectConfig('[auth.email]\notp_length = 8\notp_expiry = 600')).toMatchObject({ emailOtpLength: 8, emailOtpExpirySeconds: 600 });
    // GoTrue: a length outside 6..10 falls back to 6; an expiry is at most a day.
    expect(parseProjectConfig('[auth.email]\notp_length = 4\notp_expiry = 999999')).toMatchObject({ emailOtpLength: 6, emailOtpExpirySeconds: 86_400 });
    expect(() => parseProjectConfig('[auth.email]\notp_expiry = -5')).toThrow(/otp_expiry/);
  });

  it('reads [auth.email.template.*] content from content_path under the workdir, and says which path is missing', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-templates-'));
    fs.mkdirSync(path.join(root, 'supabase', 'templates'), { recursive: true });
    fs.writeFileSync(path.join(root, 'supabase', 'templates', 'magic_link.html'), '<p>{{ .Token }}</p>');
    const toml = '[auth.email.template.magic_link]\nsubject = "Your code"\ncontent_path = "./supabase/templates/magic_link.html"\n';
    fs.writeFileSync(path.join(root, 'supabase', 'config.toml'), toml);
    expect(readProjectConfig(root).emailTemplates).toEqual({ magic_link: { subject: 'Your code', content: '<p>{{ .Token }}</p>' } });
    fs.rmSync(path.join(root, 'supabase', 'templates'), { recursive: true });
    expect(() => readProjectConfig(root)).toThrow(/magic_link\] content_path \.\/supabase\/templates\/magic_link\.html cannot be read/);
    fs.rmSync(root, { recursive: true });
  });
});
