import { transaction } from '../db.js';
import { AuthError, badRequest, unprocessable } from '../errors.js';
import { header, readJson, redirect, sendJson } from '../http.js';
import { resolveRedirect } from '../redirect-url.js';
import type { Route } from '../service-context.js';
import { issueSession, type TokenResponse } from '../sessions.js';
import { limit } from '../limits.js';
import { tokenHash } from '../tokens.js';
import { applyVerification, userByEmailAndCode, userByTokenHash } from '../verification.js';
import { stringField, validateEmail } from '../validation.js';

const OAUTH_ERRORS: Record<number, string> = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 500: 'server_error' };

/** Go's url.Values.Encode: keys sorted, spaces as '+'. */
function encodeSorted(values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(values).sort()) params.set(key, values[key]!);
  return params.toString();
}

/** GoTrue's AsRedirectURL: the session in the fragment, where auth-js's detectSessionInUrl reads it. */
export function sessionRedirectUrl(redirectTo: string, session: TokenResponse, type: string): string {
  return `${redirectTo}#${encodeSorted({
    access_token: session.access_token,
    token_type: session.token_type,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    refresh_token: session.refresh_token,
    sb: '',
    type,
  })}`;
}

/** GoTrue's prepErrorRedirectURL for the implicit flow: the error in the fragment. */
export function errorRedirectUrl(redirectTo: string, error: AuthError): string {
  const url = new URL(redirectTo);
  const values: Record<string, string> = { error_code: error.code, error_description: error.message, sb: '' };
  const oauth = OAUTH_ERRORS[error.status];
  if (oauth) values.error = oauth;
  url.hash = encodeSorted(values);
  return url.toString();
}

/**
 * GET /verify?token&type&redirect_to: the link in an e-mail. Signs the user in and sends the
 * browser to redirect_to with the session in the fragment (implicit flow), or with the error there.
 */
export const verifyGet: Route = async (req, res, url, { config, db }) => {
  const type = url.searchParams.get('type') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const redirectTo = resolveRedirect(config.siteUrl, url.searchParams.get('redirect_to'), header(req, 'referer'));
  try {
    const session = await transaction(db, async (tx) => {
      const found = await userByTokenHash(tx, type, token, config.emailOtpExpirySeconds);
      await applyVerification(tx, found.user, found.type);
      return issueSession(tx, config, found.user, 'otp', req);
    });
    redirect(res, sessionRedirectUrl(redirectTo, session, type));
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    redirect(res, errorRedirectUrl(redirectTo, error));
  }
};

/** POST /verify {type, token_hash} or {type, email, token}: what auth-js's verifyOtp sends. */
export const verifyPost: Route = async (req, res, _url, { config, db, limits }) => {
  const body = await readJson<Record<string, unknown>>(req);
  const type = stringField(body, 'type');
  const token = stringField(body, 'token');
  const hash = stringField(body, 'token_hash');
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  if ((token === '') === (hash === '')) throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  if (hash !== '' && (email !== '' || phone !== '' || stringField(body, 'redirect_to') !== '')) {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  }
  let address = '';
  if (token !== '') {
    if (phone !== '' && email === '') throw badRequest('phone_provider_disabled', 'Phone verification is disabled: the local stack has no SMS provider');
    if (email === '' || phone !== '') throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify');
    try {
      address = validateEmail(email);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
    // Codes are short: besides the per-address limit, each e-mail address gets only a few tries.
    limit(limits.verifyPerEmail, address);
  }
  const session = await transaction(db, async (tx) => {
    const found =
      hash !== ''
        ? await userByTokenHash(tx, type, hash, config.emailOtpExpirySeconds)
        : await userByEmailAndCode(tx, type, address, tokenHash(address, token), config.emailOtpExpirySeconds);
    await applyVerification(tx, found.user, found.type);
    return issueSession(tx, config, found.user, 'otp', req);
  });
  sendJson(res, 200, session);
};
