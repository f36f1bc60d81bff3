import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import { transaction } from './db.js';
import { AuthError } from './errors.js';
import { header } from './http.js';
import { sendMailedCode } from './mailed-code.js';
import { resolveRedirect } from './redirect-url.js';
import { signUpUnconfirmed } from './confirmation.js';
import type { AuthContext } from './service-context.js';
import { findUserByEmail, hashPassword, insertEmailUser } from './users.js';
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
    await sendMailedCode(tx, auth, { user, to: user.email, columns: 'recovery', kind: 'magic_link', verifyType: 'magiclink', redirectTo });
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
  // Another request signed this address up a moment ago (null): its user gets the code.
  await transaction(db, (tx) => insertEmailUser(tx, { address, passwordHash, data, confirmed: true }));
}
