import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readProjectConfig, smtpFromEnv, type AuthRateLimits, type EmailTemplate, type SmtpSettings } from '../security/project-config.js';

/**
 * Everything the local stack needs to know, with the Supabase CLI's public local defaults.
 * Each value can be overridden by an environment variable so that two stacks (say, a developer's
 * and a test run) can live side by side on one machine.
 */
export interface StackConfig {
  /** Gateway port: the URL the apps and supabase-js use (http://localhost:<apiPort>). */
  apiPort: number;
  /** Embedded PostgreSQL port (ignored when databaseUrl is set). */
  dbPort: number;
  /** PostgREST's internal port; only the gateway talks to it. */
  postgrestPort: number;
  /** Where embedded PostgreSQL keeps its data between restarts. */
  dataDir: string;
  /** An external PostgreSQL (superuser URL) used instead of the embedded one. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Access token lifetime in seconds (GoTrue's JWT_EXP). */
  jwtExpiry: number;
  /** The public URL of the gateway, used in links such as the password reset e-mail. */
  apiUrl: string;
  /** Where password-reset links send the browser (GoTrue's SITE_URL). */
  siteUrl: string;
  /** The folder holding supabase/ (config.toml, migrations/): the Supabase CLI's workdir. */
  workdir: string;
  /** The development mail catcher's port (default: API port + 3 = 54324, the CLI's Inbucket/Mailpit), bound to 127.0.0.1 only. */
  mailPort: number;
  /** Real SMTP (RUNOFF_SMTP_* or config.toml [auth.email.smtp]); when set, no mail catcher runs. */
  smtp: SmtpSettings | undefined;
  /** config.toml [auth.rate_limit]. */
  rateLimits: AuthRateLimits;
  /** Wrong or right, how many codes one e-mail address may try per 15 minutes (on top of the per-address limit). */
  verifyAttemptsPerEmail: number;
  /** Seconds between two e-mails to one user (config.toml [auth.email] max_frequency). */
  emailMaxFrequencySeconds: number;
  /** config.toml [auth.email] enable_confirmations: no session from an e-mail sign-up until its link is opened. */
  emailConfirmations: boolean;
  /** Digits in an e-mailed code (config.toml [auth.email] otp_length). */
  emailOtpLength: number;
  /** Seconds an e-mailed link or code stays valid (config.toml [auth.email] otp_expiry). */
  emailOtpExpirySeconds: number;
  /** config.toml [auth.email.template.<kind>]: the project's e-mail subjects and bodies (GoTrue's defaults otherwise). */
  emailTemplates: Record<string, EmailTemplate>;
  /**
   * `local` (the developer's default) or `hosted` (hosted Supabase's defaults: the workdir's config.toml is the
   * hosted one, hosted-profile.ts, and Realtime re-authorizes a channel only when its client sends a new token).
   */
  profile: StackProfile;
  /**
   * Whether the periodic token check also re-evaluates a private channel's read policy (local profile: yes;
   * hosted Realtime: no, it re-evaluates only on a new token; realtime/README.md).
   */
  realtimeRecheckReadPolicy: boolean;
  /** Browser origins the gateway answers with CORS (site_url, additional_redirect_urls, RUNOFF_CORS_ORIGINS). */
  corsOrigins: string[];
  /** Peers whose X-Forwarded-For is believed (RUNOFF_TRUSTED_PROXIES); nobody's by default. */
  trustedProxies: string[];
  gatewayLimits: GatewayLimits;
  /** Storage limits per hour set in the database at start (private.storage_limits); undefined keeps what it holds. */
  storageLimits: Partial<StorageLimits> | undefined;
  /**
   * How often Realtime confirms a channel's token (hosted: 5 minutes, and at the token's expiry); the local
   * Realtime also re-checks a private channel's read policy then (realtime/README.md).
   */
  realtimeConfirmTokenMs: number;
}

export type StackProfile = 'local' | 'hosted';

/** RUNOFF_PROFILE: `local` (default) or `hosted`. */
export function profileFromEnv(env: NodeJS.ProcessEnv = process.env): StackProfile {
  const raw = env.RUNOFF_PROFILE ?? '';
  if (raw === '' || raw === 'local') return 'local';
  if (raw === 'hosted') return 'hosted';
  throw new Error(`RUNOFF_PROFILE must be "local" or "hosted", got "${raw}"`);
}

/**
 * What one address, and everyone together, may store per hour (private.storage_limits; docs/security.md
 * "Storage per hour"). The database holds the numbers, as it does on hosted Supabase; a stack can start
 * with some changed (the integration tests, whose files all come from 127.0.0.1, raise them; a big room's
 * deployment raises joins per address, room-config.ts).
 */
export interface StorageLimits {
  pollsPerAddress: number;
  pollBytesPerAddress: number;
  pollsInAll: number;
  pollBytesInAll: number;
  joinsPerAddress: number;
  joinsInAll: number;
  /** Voter-list entries (addresses added, codes issued) per address, or per host account without one. */
  voterEntriesPerAddress: number;
  voterEntriesInAll: number;
}

/** How much of the gateway one client address may hold (see docs/security.md, "HTTP gateway"). */
export interface GatewayLimits {
  /** Open TCP connections (WebSockets included) per client address. */
  connectionsPerAddress: number;
  /** Requests in flight at PostgREST at once, all clients together. */
  upstreamTotal: number;
  /** Requests in flight at PostgREST at once for one client address; more wait their turn. */
  upstreamPerAddress: number;
  /** Requests of one address waiting for PostgREST; more are answered 429. */
  queuedPerAddress: number;
  /** Time to receive the request line and headers. */
  headersTimeoutMs: number;
  /** Time to receive a whole request body. */
  bodyTimeoutMs: number;
}

export const DEFAULT_GATEWAY_LIMITS: GatewayLimits = {
  connectionsPerAddress: 2000,
  upstreamTotal: 64,
  upstreamPerAddress: 16,
  queuedPerAddress: 2000,
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 15_000,
};

/** The origin of a URL, or undefined for something that is not an http(s) URL. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const list = (raw: string | undefined) => (raw ?? '').split(',').map((v) => v.trim()).filter(Boolean);

/** Every origin of the site URL and additional redirect URLs, plus an explicit list. */
function corsOriginsFor(urls: string[]): string[] {
  return [...new Set(urls.map(originOf).filter((o): o is string => o !== undefined))];
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** supabase/ : the folder the Supabase CLI calls its workdir. */
export const supabaseDir = path.resolve(here, '..', '..', '..');

// The Supabase CLI's well-known local development secrets (public, identical on every machine).
const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

export function loadConfig(overrides: Partial<StackConfig> = {}): StackConfig {
  const apiPort = overrides.apiPort ?? intFromEnv('RUNOFF_API_PORT', 54321);
  const workdir = overrides.workdir ?? path.dirname(supabaseDir);
  const project = readProjectConfig(workdir);
  const profile = overrides.profile ?? profileFromEnv();
  const siteUrl = overrides.siteUrl ?? process.env.RUNOFF_SITE_URL ?? project.siteUrl ?? 'http://localhost:3000';
  const base: StackConfig = {
    apiPort,
    dbPort: intFromEnv('RUNOFF_DB_PORT', 54322),
    postgrestPort: intFromEnv('RUNOFF_POSTGREST_PORT', 54330),
    dataDir: process.env.RUNOFF_DATA_DIR ?? path.join(supabaseDir, '.runoff', 'pgdata'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    jwtExpiry: intFromEnv('RUNOFF_JWT_EXPIRY', 3600),
    apiUrl: `http://localhost:${apiPort}`,
    siteUrl,
    workdir,
    // 54321 + 3 = 54324, the CLI's Inbucket/Mailpit port; a stack on other ports keeps the same layout.
    mailPort: intFromEnv('RUNOFF_MAIL_PORT', apiPort + 3),
    smtp: smtpFromEnv() ?? project.smtp,
    rateLimits: project.rateLimits,
    verifyAttemptsPerEmail: intFromEnv('RUNOFF_VERIFY_ATTEMPTS_PER_EMAIL', 10),
    emailMaxFrequencySeconds: project.emailMaxFrequencySeconds,
    emailConfirmations: project.emailConfirmations,
    emailOtpLength: project.emailOtpLength,
    emailOtpExpirySeconds: project.emailOtpExpirySeconds,
    emailTemplates: project.emailTemplates,
    profile,
    realtimeRecheckReadPolicy: profile === 'local',
    corsOrigins: corsOriginsFor([siteUrl, ...project.additionalRedirectUrls, ...list(process.env.RUNOFF_CORS_ORIGINS)]),
    trustedProxies: list(process.env.RUNOFF_TRUSTED_PROXIES),
    gatewayLimits: DEFAULT_GATEWAY_LIMITS,
    storageLimits: undefined,
    realtimeConfirmTokenMs: 5 * 60_000,
  };
  return { ...base, ...overrides };
}
