import { authenticate } from '../authenticate.js';
import { metadataRefusal, transaction } from '../db.js';
import { confirmEmailChange } from '../email-change.js';
import { badRequest, forbidden, unprocessable } from '../errors.js';
import { header, readJson, sendJson } from '../http.js';
import { checkMailAllowed } from '../limits.js';
import { sendAuthMail, verifyLink } from '../mail.js';
import { resolveRedirect } from '../redirect-url.js';
import type { Route } from '../service-context.js';
import { newOtp, tokenHash } from '../tokens.js';
import { AUDIENCE, findIdentities, findUserByEmail, hashPassword, loadUserJson, mergeMetadata, passwordMatches } from '../users.js';
import { userJson } from '../user-json.js';
import { checkPasswordStrength, objectField, stringField, validateEmail } from '../validation.js';

/** GET /user: the signed-in user. */
export const getUser: Route = async (req, res, _url, { config, db }) => {
  const { claims, user } = await authenticate(req, db, config);
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if ((header(req, 'x-jwt-aud') || AUDIENCE) !== audience) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  sendJson(res, 200, userJson(user, await findIdentities(db, user.id)));
};

/**
 * PUT /user (GoTrue's UserUpdate): merge `data` into user_metadata, change the password (other
 * sessions are signed out), change the e-mail. An anonymous user's new e-mail applies at once
 * (autoconfirm); a permanent user's is confirmed through the link e-mailed to the new address.
 */
export const updateUser: Route = async (req, res, url, { config, db, mailer, limits }) => {
  const { user, sessionId } = await authenticate(req, db, config);
  const body = await readJson<Record<string, unknown>>(req);
  const rawEmail = stringField(body, 'email');
  const password = body.password === undefined || body.password === null ? undefined : stringField(body, 'password');
  const data = objectField(body, 'data');
  const email = rawEmail === '' ? '' : validateEmail(rawEmail);
  if (stringField(body, 'phone') !== '') throw badRequest('phone_provider_disabled', 'Phone changes are disabled: the local stack has no SMS provider');
  if (password !== undefined) checkPasswordStrength(password);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (user.is_anonymous && password && email === '') {
    throw unprocessable('validation_failed', 'Updating password of an anonymous user without an email or phone is not allowed');
  }
  const emailChanges = email !== '' && email !== (user.email ?? '');
  if (emailChanges) {
    const other = await findUserByEmail(db, email);
    if (other && other.id !== user.id) throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  let passwordHash: string | null | undefined;
  if (password !== undefined) {
    if (password && (await passwordMatches(user, password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = password ? await hashPassword(password) : null;
  }

  await transaction(db, async (tx) => {
    if (passwordHash !== undefined) {
      // A new password voids pending links and signs out every other session (models.User.UpdatePassword).
      await tx.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
                recovery_token = '', recovery_sent_at = null, email_change_token_current = '', email_change_token_new = '',
                email_change_sent_at = null, phone_change_token = '', phone_change_sent_at = null,
                reauthentication_token = '', reauthentication_sent_at = null, updated_at = now()
          where id = $1`,
        [user.id, passwordHash],
      );
      if (sessionId) await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [user.id, sessionId]);
      else await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
    }
    if (data) {
      await tx
        .query(`update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1`, [user.id, mergeMetadata(user.raw_user_meta_data, data)])
        .catch((error: unknown) => {
          throw metadataRefusal(error) ?? error;
        });
    }
    if (emailChanges && user.is_anonymous) {
      await confirmEmailChange(tx, user, email);
    } else if (emailChanges) {
      const otp = newOtp(config.emailOtpLength);
      const hash = tokenHash(email, otp);
      await tx.query(
        `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = '',
                email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
          where id = $1`,
        [user.id, email, hash],
      );
      const redirectTo = resolveRedirect(config.siteUrl, url.searchParams.get('redirect_to'), header(req, 'referer'));
      checkMailAllowed(limits, config, user.id);
      await sendAuthMail(mailer, config, { kind: 'email_change', to: email, link: verifyLink(config, hash, 'email_change', redirectTo), otp, tokenHash: hash, redirectTo });
    }
  });
  sendJson(res, 200, await loadUserJson(db, user.id));
};
