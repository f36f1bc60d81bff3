import type { Db } from './db.js';
import { confirmEmailChange, refreshProviders } from './email-change.js';
import { AuthError, badRequest, forbidden } from './errors.js';
import { findUserByEmail } from './users.js';
import { isBanned, type UserRow } from './user-json.js';

interface TokenRow extends UserRow {
  confirmation_token: string | null;
}

/** GoTrue's isOtpExpired with MAILER_OTP_EXP (config.toml [auth.email] otp_expiry). */
const expired = (sentAt: Date | null, expirySeconds: number) => !sentAt || Date.now() > sentAt.getTime() + expirySeconds * 1000;

/**
 * GoTrue's verifyTokenHash: the user whose pending link has this hash. `type` may come back changed:
 * the generic 'email' type resolves to 'signup' or 'magiclink' as GoTrue does.
 */
export async function userByTokenHash(db: Db, type: string, hash: string, expirySeconds: number): Promise<{ user: UserRow; type: string }> {
  const columns: Record<string, string> = {
    signup: 'confirmation_token = $1',
    invite: 'confirmation_token = $1',
    recovery: 'recovery_token = $1',
    magiclink: 'recovery_token = $1',
    email_change: '(email_change_token_current = $1 or email_change_token_new = $1)',
    email: '(confirmation_token = $1 or recovery_token = $1)',
  };
  const where = columns[type];
  if (!where) throw badRequest('validation_failed', 'Invalid email verification type');
  const { rows } = await db.query<TokenRow>(`select * from auth.users where ${where} limit 1 for update`, [hash]);
  const user = rows[0];
  const invalid = forbidden('otp_expired', 'Email link is invalid or has expired');
  if (!user || !hash) throw invalid;
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  let resolved = type;
  if (type === 'email') resolved = user.recovery_token === hash ? 'magiclink' : 'signup';
  const sentAt = { signup: user.confirmation_sent_at, invite: user.confirmation_sent_at, recovery: user.recovery_sent_at,
    magiclink: user.recovery_sent_at, email_change: user.email_change_sent_at }[resolved] ?? null;
  if (expired(sentAt, expirySeconds)) throw invalid;
  return { user, type: resolved };
}

/** GoTrue's verifyUserAndToken for e-mail codes: the address plus the code from the e-mail. */
export async function userByEmailAndCode(db: Db, type: string, email: string, hash: string, expirySeconds: number): Promise<{ user: UserRow; type: string }> {
  const invalid = forbidden('otp_expired', 'Token has expired or is invalid');
  const candidate =
    type === 'email_change'
      ? (await db.query<UserRow>(`select * from auth.users where email_change = $1 and aud = 'authenticated' limit 1`, [email])).rows[0]
      : await findUserByEmail(db, email);
  if (!candidate) throw invalid;
  if (isBanned(candidate)) throw forbidden('user_banned', 'User is banned');
  try {
    return await userByTokenHash(db, type, hash, expirySeconds).then((found) => {
      if (found.user.id !== candidate.id) throw invalid;
      return found;
    });
  } catch (error) {
    if (error instanceof AuthError && error.code === 'otp_expired') throw invalid;
    throw error;
  }
}

/** Consumes the link: what signupVerify / recoverVerify / emailChangeVerify do with autoconfirm on. */
export async function applyVerification(db: Db, user: UserRow, type: string): Promise<void> {
  const confirm = `email_confirmed_at = coalesce(email_confirmed_at, now()),
    raw_user_meta_data = case when email_confirmed_at is null
      then coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb else raw_user_meta_data end`;
  if (type === 'recovery' || type === 'magiclink') {
    await db.query(`update auth.users set recovery_token = '', ${confirm}, updated_at = now() where id = $1`, [user.id]);
  } else if (type === 'signup' || type === 'invite') {
    await db.query(`update auth.users set confirmation_token = '', ${confirm}, updated_at = now() where id = $1`, [user.id]);
    // signupVerify: the e-mail identity of that address is verified too.
    await db.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
        where user_id = $1 and provider = 'email' and lower(identity_data->>'email') = lower($2)`,
      [user.id, user.email ?? ''],
    );
  } else if (type === 'email_change') {
    await confirmEmailChange(db, user, user.email_change ?? '');
  }
  await refreshProviders(db, user.id);
}
