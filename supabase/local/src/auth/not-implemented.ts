import type { IncomingMessage } from 'node:http';
import { AuthError } from './errors.js';

/**
 * GoTrue endpoints this local stack does not serve, answered as GoTrue answers when the feature is
 * turned off (the Supabase CLI's local defaults: no phone, no MFA enrolment, no SSO, no OAuth
 * providers, no admin API without the service key), in GoTrue's error shape. Anything else is 404
 * `not_found`, also in GoTrue's shape rather than a bare page.
 */
const DISABLED: Array<[RegExp, number, string, string]> = [
  [/^\/resend$/, 422, 'email_provider_disabled', 'Resending e-mails is not available on the local stack'],
  [/^\/reauthenticate$/, 422, 'reauthentication_not_valid', 'Reauthentication is not available on the local stack'],
  [/^\/factors(\/.*)?$/, 422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP'],
  [/^\/(authorize|callback)$/, 400, 'provider_disabled', 'Unsupported provider: Provider is not enabled'],
  [/^\/(sso|saml)(\/.*)?$/, 404, 'sso_provider_not_found', 'SAML 2.0 is disabled'],
  [/^\/(admin|invite)(\/.*)?$/, 403, 'not_admin', 'User not allowed'],
  [/^\/user\/identities(\/.*)?$/, 404, 'manual_linking_disabled', 'Manual linking is disabled'],
  [/^\/(token|signup|recover|otp|magiclink|verify|user|logout|settings|health)$/, 405, 'validation_failed', 'Method not allowed'],
];

export function notImplemented(req: IncomingMessage, path: string): never {
  const clean = path.replace(/(.)\/+$/, '$1');
  for (const [pattern, status, code, message] of DISABLED) {
    if (pattern.test(clean)) throw new AuthError(status, code, status === 405 ? `${message}: ${req.method}` : message);
  }
  throw new AuthError(404, 'not_found', 'Not Found');
}
