import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { transaction, type Db } from './db.js';
import { unprocessable } from './errors.js';
import { header } from './http.js';
import { sendMailedCode } from './mailed-code.js';
import { resolveRedirect } from './redirect-url.js';
import type { AuthContext } from './service-context.js';
import { AUDIENCE, hashPassword, insertEmailUser, loadUserJson } from './users.js';
import { userJson, type UserRow } from './user-json.js';

/**
 * E-mail sign-up with `[auth.email] enable_confirmations` on (GoTrue's Signup with MAILER_AUTOCONFIRM off,
 * internal/api/signup.go, and sendConfirmation in mail.go): the user is stored unconfirmed, gets the
 * "Confirm your email address" mail whose link is GET /verify?type=signup, and the answer is the user alone,
 * without a session (auth-js: `{ user, session: null }`).
 *
 * - A new address: the user, the e-mail identity and the mail.
 * - An address whose owner never confirmed: the mail again (at most once per max_frequency, else 429
 *   over_email_send_rate_limit) and that user; the password is not changed (GoTrue: "we can't be sure of
 *   their claimed identity").
 * - A confirmed address: no error and no mail, but an obfuscated user (sanitizeUser: a new random id, no
 *   confirmation or sign-in times, no identities, the metadata as sent), so that the answer does not tell
 *   whether the address is registered.
 */
export async function signUpUnconfirmed(
  req: IncomingMessage,
  url: URL,
  { config, db, mailer, limits }: AuthContext,
  existing: UserRow | undefined,
  address: string,
  password: string,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (existing?.email_confirmed_at) return obfuscatedUser(existing, data);
  const redirectTo = resolveRedirect(config.siteUrl, url.searchParams.get('redirect_to'), header(req, 'referer'));
  const send = (tx: Db, user: UserRow) =>
    sendMailedCode(tx, { config, mailer, limits }, { user, to: user.email ?? address, columns: 'confirmation', kind: 'confirmation', verifyType: 'signup', redirectTo });
  if (existing) {
    return transaction(db, async (tx) => {
      await send(tx, existing);
      return loadUserJson(tx, existing.id);
    });
  }
  const passwordHash = await hashPassword(password);
  return transaction(db, async (tx) => {
    const user = await insertEmailUser(tx, { address, passwordHash, data, confirmed: false });
    if (!user) throw unprocessable('user_already_exists', 'User already registered');
    await send(tx, user);
    return loadUserJson(tx, user.id);
  });
}

/** GoTrue's sanitizeUser: what a repeated sign-up of a confirmed address answers. */
function obfuscatedUser(user: UserRow, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date();
  return userJson(
    {
      ...user,
      id: randomUUID(),
      aud: AUDIENCE,
      role: '',
      email_change: '',
      phone: '',
      created_at: now,
      updated_at: now,
      confirmation_sent_at: now,
      last_sign_in_at: null,
      confirmed_at: null,
      email_change_sent_at: null,
      email_confirmed_at: null,
      phone_confirmed_at: null,
      raw_user_meta_data: data,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
    },
    [],
  );
}
