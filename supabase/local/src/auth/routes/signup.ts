import { signUpAnonymously } from '../anonymous-sign-in.js';
import { transaction, metadataRefusal } from '../db.js';
import { AuthError, badRequest, unprocessable } from '../errors.js';
import { addressOf } from '../../http/client-address.js';
import { readJson, sendJson } from '../http.js';
import { limit } from '../limits.js';
import { signUpUnconfirmed } from '../confirmation.js';
import type { Route } from '../service-context.js';
import { issueSession } from '../sessions.js';
import { findUserByEmail, hashPassword, insertEmailUser } from '../users.js';
import { checkPasswordStrength, objectField, stringField, validateEmail } from '../validation.js';

/**
 * POST /signup. Without e-mail and phone it is an anonymous sign-in. With an e-mail the user is
 * confirmed at once and signed in (autoconfirm, as `supabase start` does), or, with `[auth.email]
 * enable_confirmations` on (hosted's default), stored unconfirmed and sent a link (confirmation.ts).
 */
export const signup: Route = async (req, res, url, auth) => {
  const { config, db, limits } = auth;
  const body = await readJson<Record<string, unknown>>(req);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  const data = objectField(body, 'data') ?? {};

  if (email === '' && phone === '') {
    limit(limits.anonymousSignIns, addressOf(req));
    const session = await signUpAnonymously(db, config, data, req).catch((error: unknown) => {
      throw error instanceof AuthError ? error : (metadataRefusal(error) ?? new AuthError(500, 'unexpected_failure', 'Database error creating anonymous user'));
    });
    return sendJson(res, 200, session);
  }

  limit(limits.otp, addressOf(req));
  if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password);
  if (email !== '' && phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
  }
  // The Supabase CLI's local default: no SMS provider, so phone sign-ups are off.
  if (email === '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');

  const address = validateEmail(email);
  const existing = await findUserByEmail(db, address);
  if (config.emailConfirmations) return sendJson(res, 200, await signUpUnconfirmed(req, url, auth, existing, address, password, data));
  if (existing) throw unprocessable('user_already_exists', 'User already registered');
  const passwordHash = await hashPassword(password);

  const session = await transaction(db, async (tx) => {
    const user = await insertEmailUser(tx, { address, passwordHash, data, confirmed: true });
    if (!user) throw unprocessable('user_already_exists', 'User already registered');
    return issueSession(tx, config, user, 'password', req);
  });
  sendJson(res, 200, session);
};
