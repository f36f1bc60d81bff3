import { transaction } from '../db.js';
import { badRequest } from '../errors.js';
import { readJson, sendJson } from '../http.js';
import { refreshTokenGrant } from '../refresh.js';
import type { Route } from '../service-context.js';
import { issueSession } from '../sessions.js';
import { findUserByEmail, passwordMatchesInConstantTime } from '../users.js';
import { isBanned } from '../user-json.js';
import { stringField } from '../validation.js';

const INVALID_LOGIN = 'Invalid login credentials';

/** POST /token?grant_type=password|refresh_token (GoTrue's internal/api/token.go). */
export const token: Route = async (req, res, url, auth) => {
  const grantType = url.searchParams.get('grant_type');
  if (grantType === 'password') return passwordGrant(req, res, url, auth);
  if (grantType === 'refresh_token') return refreshGrant(req, res, url, auth);
  throw badRequest('invalid_credentials', 'unsupported_grant_type');
};

const passwordGrant: Route = async (req, res, _url, { config, db }) => {
  const body = await readJson<Record<string, unknown>>(req);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (email !== '' && phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
  }
  if (email === '' && phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (email === '') throw badRequest('validation_failed', 'missing email or phone');

  const user = await findUserByEmail(db, email);
  // Unknown address or not: one bcrypt comparison either way, so the answer's timing tells nothing.
  const matches = await passwordMatchesInConstantTime(user, password);
  if (!user || !user.encrypted_password) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!matches) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const session = await transaction(db, (tx) => issueSession(tx, config, user, 'password', req));
  sendJson(res, 200, session);
};

const refreshGrant: Route = async (req, res, _url, { config, db }) => {
  const body = await readJson<Record<string, unknown>>(req);
  const refreshToken = stringField(body, 'refresh_token');
  sendJson(res, 200, await refreshTokenGrant(db, config, refreshToken, req));
};
