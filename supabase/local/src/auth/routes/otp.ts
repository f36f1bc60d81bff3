import { badRequest, unprocessable } from '../errors.js';
import { readJson, sendJson } from '../http.js';
import { sendMagicLink } from '../magic-link.js';
import type { Route } from '../service-context.js';
import { findUserByEmail } from '../users.js';
import { objectField, stringField, validateEmail } from '../validation.js';

/** A boolean field of a JSON body, or its default (GoTrue decodes into a bool preset to the default). */
function boolField(body: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') {
    throw badRequest('bad_json', `Could not parse request body as JSON: json: cannot unmarshal ${typeof value} into Go struct field OtpParams.${name} of type bool`);
  }
  return value;
}

/** GoTrue's validatePKCEParams; this auth serves the implicit flow only (README, "Deliberate differences"). */
function refusePkce(method: string, challenge: string): void {
  if (method === '' && challenge === '') return;
  if (method === '' || challenge === '') throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  throw badRequest('validation_failed', 'PKCE flow is not supported by the local auth: create the client with the implicit flow');
}

/**
 * POST /otp (auth-js signInWithOtp): GoTrue's Otp handler (internal/api/otp.go). With an e-mail address
 * the user gets a mail holding a code and a link (magic-link.ts), answered `{}`; `create_user: false` and an
 * unknown address answer 422 otp_disabled, as GoTrue's shouldCreateUser does. Phone codes need an SMS
 * provider, which the local stack has not.
 */
export const otp: Route = async (req, res, url, auth) => {
  const body = await readJson<Record<string, unknown>>(req);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const channel = stringField(body, 'channel');
  const createUser = boolField(body, 'create_user', true);
  const data = objectField(body, 'data') ?? {};
  if (email !== '' && phone !== '') throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
  if (email !== '' && channel !== '') throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
  refusePkce(stringField(body, 'code_challenge_method'), stringField(body, 'code_challenge'));

  if (phone !== '') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (email === '') throw badRequest('validation_failed', 'One of email or phone must be set');
  const address = validateEmail(email);
  if (!createUser && !(await findUserByEmail(auth.db, address))) {
    throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  }
  await sendMagicLink(req, url, auth, address, data);
  sendJson(res, 200, {});
};

/** POST /magiclink (GoTrue's older endpoint, auth-js no longer calls it): an e-mail address, users created. */
export const magicLink: Route = async (req, res, url, auth) => {
  const body = await readJson<Record<string, unknown>>(req);
  const email = stringField(body, 'email');
  const data = objectField(body, 'data') ?? {};
  if (email === '') throw unprocessable('validation_failed', 'Password recovery requires an email');
  const address = validateEmail(email);
  refusePkce(stringField(body, 'code_challenge_method'), stringField(body, 'code_challenge'));
  await sendMagicLink(req, url, auth, address, data);
  sendJson(res, 200, {});
};
