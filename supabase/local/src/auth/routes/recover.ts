import { badRequest } from '../errors.js';
import { header, readJson, sendJson } from '../http.js';
import { checkMailAllowed } from '../limits.js';
import { sendAuthMail, verifyLink } from '../mail.js';
import { resolveRedirect } from '../redirect-url.js';
import type { Route } from '../service-context.js';
import { newOtp, tokenHash } from '../tokens.js';
import { findUserByEmail } from '../users.js';
import { stringField, validateEmail } from '../validation.js';

/**
 * POST /recover {email}: always `{}`, whether or not the address is known (no user enumeration).
 * For a known address a recovery token is stored and the reset e-mail lands in the local mailbox.
 */
export const recover: Route = async (req, res, url, { config, db, mailer, limits }) => {
  const body = await readJson<Record<string, unknown>>(req);
  const raw = stringField(body, 'email');
  if (raw === '') throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(raw);

  const user = await findUserByEmail(db, email);
  if (user?.email) {
    checkMailAllowed(limits, config, user.id);
    const otp = newOtp(config.emailOtpLength);
    const hash = tokenHash(user.email, otp);
    await db.query(`update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`, [user.id, hash]);
    const redirectTo = resolveRedirect(config.siteUrl, url.searchParams.get('redirect_to'), header(req, 'referer'));
    await sendAuthMail(mailer, config, { kind: 'recovery', to: user.email, link: verifyLink(config, hash, 'recovery', redirectTo), otp, tokenHash: hash, redirectTo });
  }
  sendJson(res, 200, {});
};
