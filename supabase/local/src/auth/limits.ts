import type { StackConfig } from '../config/config.js';
import { RateLimiter, WindowCounter } from '../security/rate-limit.js';
import { AuthError } from './errors.js';

/**
 * GoTrue's limiters (internal/api/apilimiter), fed from config.toml [auth.rate_limit] the way the
 * Supabase CLI feeds them: per client address, a token bucket over 5 minutes (burst 30) or, for
 * anonymous sign-ins, over an hour with the whole hour's allowance as burst. On top of GoTrue, one
 * e-mail address may try only `verifyAttemptsPerEmail` codes per 15 minutes from all addresses together.
 */
export interface AuthLimits {
  anonymousSignIns: RateLimiter;
  /** POST /signup with an e-mail, POST /recover, PUT /user (GOTRUE_RATE_LIMIT_OTP = sign_in_sign_ups). */
  otp: RateLimiter;
  /** POST /token, password and refresh grants (GOTRUE_RATE_LIMIT_TOKEN_REFRESH). */
  token: RateLimiter;
  /** GET and POST /verify (GOTRUE_RATE_LIMIT_VERIFY). */
  verify: RateLimiter;
  verifyPerEmail: RateLimiter;
  /** E-mails per hour, whole project: counted with real SMTP or with confirmations on (takeEmailSent). */
  emailSent: WindowCounter;
  /** Last e-mail per user, for max_frequency. */
  lastMailTo: Map<string, number>;
}

const FIVE_MINUTES = 5 * 60;
const HOUR = 60 * 60;

export function createAuthLimits(config: StackConfig): AuthLimits {
  const r = config.rateLimits;
  return {
    anonymousSignIns: new RateLimiter(r.anonymousUsers / HOUR, r.anonymousUsers),
    otp: new RateLimiter(r.signInSignUps / FIVE_MINUTES, 30),
    token: new RateLimiter(r.tokenRefresh / FIVE_MINUTES, 30),
    verify: new RateLimiter(r.tokenVerifications / FIVE_MINUTES, 30),
    verifyPerEmail: new RateLimiter(config.verifyAttemptsPerEmail / (15 * 60), config.verifyAttemptsPerEmail),
    emailSent: new WindowCounter(r.emailSent, HOUR * 1000),
    lastMailTo: new Map(),
  };
}

/**
 * The project's hourly e-mail allowance (`email_sent`): counted with real SMTP (as the CLI configures it) and,
 * as GoTrue's sendEmail does, whenever confirmations are on (hosted's default, where the built-in sender's
 * small allowance is what a project without its own SMTP gets).
 */
export function takeEmailSent(limits: AuthLimits, config: StackConfig): void {
  if ((config.smtp || config.emailConfirmations) && !limits.emailSent.take()) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
  }
}

/** GoTrue's answer when a limiter says no. */
const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

export function limit(limiter: RateLimiter, key: string): void {
  if (!limiter.take(key)) throw overRequestRateLimit();
}

/**
 * Before sending a mail to `userId`: GoTrue's max_frequency per user ("For security purposes, you can
 * only request this after N seconds.") and, with real SMTP, the project's hourly e-mail limit.
 */
export function checkMailAllowed(limits: AuthLimits, config: StackConfig, userId: string): void {
  const last = limits.lastMailTo.get(userId);
  const waitMs = last === undefined ? 0 : last + config.emailMaxFrequencySeconds * 1000 - Date.now();
  if (waitMs > 0) {
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
  }
  takeEmailSent(limits, config);
  limits.lastMailTo.set(userId, Date.now());
  if (limits.lastMailTo.size > 100_000) limits.lastMailTo.clear();
}
