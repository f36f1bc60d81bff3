import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import { isUniqueViolation, metadataRefusal, transaction } from './db.js';
import { AuthError } from './errors.js';
import { header } from './http.js';
import { takeEmailSent } from './limits.js';
import { sendAuthMail, verifyLink } from './mail.js';
import { resolveRedirect } from './redirect-url.js';
import { signUpUnconfirmed } from './confirmation.js';
import type { AuthContext } from './service-context.js';
import { newOtp, tokenHash } from './tokens.js';
import { emailIdentityData, findUserByEmail, hashPassword, insertEmailIdentity, insertUser } from './users.js';
import type { UserRow } from './user-json.js';

/**
 * GoTrue's MagicLink (internal/api/magic_link.go), what POST /otp does with an e-mail address:
 * - a confirmed user: a "Magic Link" mail whose link is GET /verify?type=magiclink and whose code
 *   verifyOtp({ type: 'email' | 'magiclink' }) takes; both live in recovery_token / recovery_sent_at, as GoTrue
 *   reuses the recovery columns (and their max_frequency) for it;
 * - no user or an unconfirmed one, with autoconfirm (the local profile): GoTrue's Signup with a random
 *   password confirms the address, then the magic link mail as above;
 * - the same with confirmations on (the hosted profile): Signup's "Confirm your email address" mail instead,
 *   whose code verifyOtp({ type: 'email' | 'signup' }) takes.
 * The answer is always `{}`.
 */
export async function sendMagicLink(req: IncomingMessage, url: URL, auth: AuthContext, address: string, data: Record<string, unknown>): Promise<void> {
  const { config, db } = auth;
  const existing = await findUserByEmail(db, address);
  if (!existing?.email_confirmed_at) {
    // GoTrue: crypto.GeneratePassword(…, 33); nobody learns it, the code is the way in.
    const password = randomBytes(33).toString('base64url');
    if (config.emailConfirmations) {
      await signUpUnconfirmed(req, url, auth, existing, address, password, data);
      return;
    }
    await signUpConfirmed(db, existing, address, password, data);
  }
  const redirectTo = resolveRedirect(config.siteUrl, url.searchParams.get('redirect_to'), header(req, 'referer'));
  await transaction(db, async (tx) => {
    // Locked, so two requests at once send one mail, not two codes of which only the later works.
    const { rows } = await tx.query<UserRow>(`select * from auth.users where lower(email) = lower($1) and aud = 'authenticated' and is_sso_user = false limit 1 for update`, [address]);
    const user = rows[0];
    if (!user?.email) throw new AuthError(500, 'unexpected_failure', 'Database error finding user');
    checkRecoveryFrequency(user.recovery_sent_at, config.emailMaxFrequencySeconds);
    takeEmailSent(auth.limits, config);
    const otp = newOtp(config.emailOtpLength);
    const hash = tokenHash(user.email, otp);
    await tx.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [user.id, hash]);
    await sendAuthMail(auth.mailer, config, { kind: 'magic_link', to: user.email, link: verifyLink(config, hash, 'magiclink', redirectTo), otp, tokenHash: hash, redirectTo });
  });
}

/** GoTrue's Signup with autoconfirm: a new user is stored confirmed; an unconfirmed one is confirmed (user.Confirm). */
async function signUpConfirmed(db: pg.Pool, existing: UserRow | undefined, address: string, password: string, data: Record<string, unknown>): Promise<void> {
  if (existing) {
    await db.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
          raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb, updated_at = now()
        where id = $1`,
      [existing.id],
    );
    return;
  }
  const passwordHash = await hashPassword(password);
  await transaction(db, async (tx) => {
    let user: UserRow;
    try {
      user = await insertUser(tx, {
        email: address,
        passwordHash,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: { ...data, email_verified: true },
        isAnonymous: false,
        confirmed: true,
      });
    } catch (error) {
      // Another request signed this address up a moment ago: its user gets the code.
      if (isUniqueViolation(error)) return;
      throw metadataRefusal(error) ?? new AuthError(500, 'unexpected_failure', 'Database error saving new user');
    }
    await insertEmailIdentity(tx, user.id, emailIdentityData(user.id, address, data));
  });
}

/** GoTrue's validateSentWithinFrequencyLimit on recovery_sent_at, which magic links share with password resets. */
function checkRecoveryFrequency(sentAt: Date | null, maxFrequencySeconds: number): void {
  const waitMs = sentAt ? sentAt.getTime() + maxFrequencySeconds * 1000 - Date.now() : 0;
  if (waitMs > 0) {
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
  }
}
