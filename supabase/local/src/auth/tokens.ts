import { createHash, createHmac, createSecretKey, randomBytes, randomInt, type KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { forbidden } from './errors.js';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The claims GoTrue puts in an access token (tokens.AccessTokenClaims), in GoTrue's order. */
export interface AccessTokenClaims extends JWTPayload {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

// jose imports a raw secret into a key on every call; every sign-in and every checked token paid for that.
const keys = new Map<string, KeyObject>();
function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * An HS256 JWS in compact form (RFC 7515: header.payload.HMAC-SHA256 of both, base64url), byte for byte what
 * jose's SignJWT writes (tokens.test.ts compares them). Signed with node:crypto's HMAC at once: jose's
 * WebCrypto path runs each signature as an asynchronous job and imports the key anew, 9 % of the gateway's
 * CPU in a sign-in burst (docs/performance.md, "Votes through the real path"). Checking tokens stays with jose.
 */
export async function signAccessToken(claims: AccessTokenClaims, secret: string): Promise<string> {
  const signingInput = `${HS256_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signingInput}.${createHmac('sha256', hmacKey(secret)).update(signingInput).digest('base64url')}`;
}

/** golang-jwt's wording for why a token was refused, which GoTrue puts after its own prefix. */
function describeJwtFailure(error: unknown, token: string): string {
  if (error instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `token has invalid claims: ${error.message}`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'token signature is invalid: signature is invalid';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'token is unverifiable: error while executing keyfunc: unrecognized JWT kid';
  if (token.split('.').length !== 3) return 'token is malformed: token contains an invalid number of segments';
  return `token is malformed: ${(error as Error).message}`;
}

/** Verifies an HS256 access token like GoTrue's parseJWTClaims; a failure is 403 bad_jwt. */
export async function verifyAccessToken(token: string, secret: string): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, hmacKey(secret), { algorithms: ['HS256'] });
    return payload;
  } catch (error) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${describeJwtFailure(error, token)}`);
  }
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A 12 character refresh token as GoTrue's v1 algorithm makes (crypto.SecureAlphanumeric(12)). */
export function newRefreshToken(): string {
  const bytes = randomBytes(12);
  let out = '';
  for (let i = 0; i < 12; i += 1) out += BASE32[bytes[i]! & 31];
  return out;
}

export const REFRESH_TOKEN_PATTERN = /^[a-z0-9]{12}$/;

/** A numeric one-time code, as in GoTrue's e-mails (6 digits by default). */
export function newOtp(digits = 6): string {
  return randomInt(0, 10 ** digits).toString().padStart(digits, '0');
}

/** GoTrue's crypto.GenerateTokenHash: hex SHA-224 of the address followed by the code. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224').update(emailOrPhone + otp).digest('hex');
}
