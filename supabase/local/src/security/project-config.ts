import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

/**
 * The parts of supabase/config.toml the local stack honours, read the way the Supabase CLI reads them:
 * `[auth.rate_limit]` (GoTrue's GOTRUE_RATE_LIMIT_*), `[auth]` site_url / additional_redirect_urls,
 * `[auth.email]` max_frequency and `[auth.email.smtp]` (values may be `env(NAME)`).
 */
export interface AuthRateLimits {
  /** E-mails per hour, whole project (counted with real SMTP, as in the CLI, or with confirmations on, as GoTrue does). */
  emailSent: number;
  /** Anonymous sign-ins per hour per address. */
  anonymousUsers: number;
  /** Password sign-ins and refreshes per 5 minutes per address (GoTrue's Token limiter). */
  tokenRefresh: number;
  /** Sign-ups, recovery requests and user updates per 5 minutes per address (GoTrue's OTP limiter). */
  signInSignUps: number;
  /** /verify calls per 5 minutes per address. */
  tokenVerifications: number;
}

export interface SmtpSettings {
  host: string;
  port: number;
  user: string | undefined;
  pass: string | undefined;
  /** The From address (config.toml admin_email). */
  sender: string;
  senderName: string | undefined;
}

export interface ProjectConfig {
  rateLimits: AuthRateLimits;
  siteUrl: string | undefined;
  additionalRedirectUrls: string[];
  /** Seconds between two e-mails to one user (GoTrue's SMTP_MAX_FREQUENCY). */
  emailMaxFrequencySeconds: number;
  /** `[auth.email] enable_confirmations`: e-mail sign-ups get no session until the address is confirmed (GoTrue's MAILER_AUTOCONFIRM off). */
  emailConfirmations: boolean;
  /** `[auth.email] otp_length`: digits in an e-mailed code (GoTrue's MAILER_OTP_LENGTH, 6 to 10, default 6). */
  emailOtpLength: number;
  /** `[auth.email] otp_expiry`: seconds an e-mailed link or code stays valid (GoTrue's MAILER_OTP_EXP; the CLI's default 3600). */
  emailOtpExpirySeconds: number;
  smtp: SmtpSettings | undefined;
  /** `[auth.email.template.<kind>]` subject and content (read from content_path), as the CLI pushes them to GoTrue. */
  emailTemplates: Record<string, EmailTemplate>;
}

export interface EmailTemplate {
  subject?: string;
  /** The template's HTML, with GoTrue's variables ({{ .Token }}, {{ .ConfirmationURL }}, …). */
  content?: string;
}

/** The Supabase CLI's defaults (pkg/config/templates/config.toml) for a missing key. */
export const CLI_DEFAULT_RATE_LIMITS: AuthRateLimits = {
  emailSent: 2,
  anonymousUsers: 30,
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
};

type Table = Record<string, unknown>;
const table = (value: unknown): Table => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : {});

/** `env(NAME)` as the CLI resolves it; a plain value as it is. */
function resolveEnv(value: unknown, env: NodeJS.ProcessEnv): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const match = /^env\((\w+)\)$/.exec(value.trim());
  return match ? env[match[1]!] || undefined : value;
}

function positive(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const number = typeof value === 'bigint' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) {
    throw new Error(`supabase/config.toml: ${name} must be a positive number, got ${String(value)}`);
  }
  return number;
}

/** GoTrue's rule for MAILER_OTP_LENGTH: outside 6..10 (or unset) it is 6. */
function otpLength(value: unknown): number {
  const number = typeof value === 'bigint' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 6 && number <= 10 ? number : 6;
}

/** Go's time.ParseDuration for the simple forms config.toml uses ("1s", "1m30s", "500ms"). */
export function parseDurationSeconds(text: string): number {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== text.trim()) throw new Error(`not a duration: "${text}"`);
  const unit = { ms: 0.001, s: 1, m: 60, h: 3600 } as const;
  return parts.reduce((sum, p) => sum + Number(p[1]) * unit[p[2] as keyof typeof unit], 0);
}

/**
 * `[auth.email.template.*]`: subject as written; content_path (relative to the workdir, as the CLI reads it)
 * through `readFile`, which parseProjectConfig alone does not have.
 */
function emailTemplates(email: Table, readFile: ((relative: string) => string) | undefined): Record<string, EmailTemplate> {
  const templates: Record<string, EmailTemplate> = {};
  for (const [kind, value] of Object.entries(table(email.template))) {
    const entry = table(value);
    const template: EmailTemplate = {};
    if (typeof entry.subject === 'string') template.subject = entry.subject;
    if (typeof entry.content_path === 'string' && readFile) {
      try {
        template.content = readFile(entry.content_path);
      } catch (error) {
        throw new Error(`supabase/config.toml: [auth.email.template.${kind}] content_path ${entry.content_path} cannot be read (${(error as Error).message})`);
      }
    }
    templates[kind] = template;
  }
  return templates;
}

export function parseProjectConfig(text: string, env: NodeJS.ProcessEnv = process.env, readFile?: (relative: string) => string): ProjectConfig {
  const root = table(parse(text));
  const auth = table(root.auth);
  const limits = table(auth.rate_limit);
  const email = table(auth.email);
  const smtp = table(email.smtp);
  const d = CLI_DEFAULT_RATE_LIMITS;
  const rateLimits: AuthRateLimits = {
    emailSent: positive(limits.email_sent, d.emailSent, 'auth.rate_limit.email_sent'),
    anonymousUsers: positive(limits.anonymous_users, d.anonymousUsers, 'auth.rate_limit.anonymous_users'),
    tokenRefresh: positive(limits.token_refresh, d.tokenRefresh, 'auth.rate_limit.token_refresh'),
    signInSignUps: positive(limits.sign_in_sign_ups, d.signInSignUps, 'auth.rate_limit.sign_in_sign_ups'),
    tokenVerifications: positive(limits.token_verifications, d.tokenVerifications, 'auth.rate_limit.token_verifications'),
  };
  const host = resolveEnv(smtp.host, env);
  const smtpEnabled = smtp.enabled !== false && Object.keys(smtp).length > 0 && host;
  return {
    rateLimits,
    siteUrl: typeof auth.site_url === 'string' ? auth.site_url : undefined,
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((u): u is string => typeof u === 'string')
      : [],
    emailMaxFrequencySeconds: typeof email.max_frequency === 'string' ? parseDurationSeconds(email.max_frequency) : 1,
    // The CLI's default for a missing key is off (autoconfirm); a hosted project's is on.
    emailConfirmations: email.enable_confirmations === true,
    emailOtpLength: otpLength(email.otp_length),
    // GoTrue caps it at a day (the dashboard refuses more); the CLI's template and hosted's default are an hour.
    emailOtpExpirySeconds: Math.min(positive(email.otp_expiry, 3600, 'auth.email.otp_expiry'), 86_400),
    emailTemplates: emailTemplates(email, readFile),
    smtp: smtpEnabled
      ? {
          host: host!,
          port: Number(resolveEnv(smtp.port, env) ?? 587),
          user: resolveEnv(smtp.user, env),
          pass: resolveEnv(smtp.pass, env),
          sender: resolveEnv(smtp.admin_email, env) ?? 'admin@email.com',
          senderName: resolveEnv(smtp.sender_name, env),
        }
      : undefined,
  };
}

/** Reads <workdir>/supabase/config.toml; a project without one gets the CLI's defaults. */
export function readProjectConfig(workdir: string, env: NodeJS.ProcessEnv = process.env): ProjectConfig {
  const file = path.join(workdir, 'supabase', 'config.toml');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return parseProjectConfig(text, env, (relative) => fs.readFileSync(path.resolve(workdir, relative), 'utf8'));
}

/** RUNOFF_SMTP_HOST/PORT/USER/PASS/SENDER: SMTP for people who self-host, taking precedence over config.toml. */
export function smtpFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  const host = env.RUNOFF_SMTP_HOST;
  if (!host) return undefined;
  const port = Number(env.RUNOFF_SMTP_PORT ?? 587);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`RUNOFF_SMTP_PORT must be a port number, got "${env.RUNOFF_SMTP_PORT}"`);
  return {
    host,
    port,
    user: env.RUNOFF_SMTP_USER || undefined,
    pass: env.RUNOFF_SMTP_PASS || undefined,
    sender: env.RUNOFF_SMTP_SENDER || 'no-reply@localhost',
    senderName: env.RUNOFF_SMTP_SENDER_NAME || undefined,
  };
}
