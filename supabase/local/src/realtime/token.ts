import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';

/**
 * Access token verification as RealtimeWeb.JwtVerification and ChannelsAuthorization do it: the
 * signature first (HS256/384/512 with the project's JWT secret), then `exp` (must be in the future)
 * and `iat` (a number when present), then the required `role` and `exp` claims.
 */
export type Claims = Record<string, unknown> & { role: string; exp: number; sub?: string };

export type TokenError =
  | { kind: 'malformed' }
  | { kind: 'signature' }
  | { kind: 'signer' }
  | { kind: 'expired'; message: string }
  | { kind: 'missing_claims' }
  | { kind: 'invalid'; detail: string };

export type TokenCheck = { ok: true; claims: Claims } | { ok: false; error: TokenError };

const HS_ALGORITHMS = ['HS256', 'HS384', 'HS512'];
const HASH_OF: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };

const keys = new Map<string, KeyObject>();
function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

/**
 * The JWS signature of an HS256/384/512 token (RFC 7515: HMAC of "header.payload", base64url), checked with
 * node:crypto at once and compared in constant time. jose's compactVerify ran each check as a WebCrypto job
 * and imported the secret anew: after a restart, when a whole room's sockets and channels came back, that was
 * 30 % of the gateway's CPU (docs/performance.md, "A whole lecture hall").
 */
function signatureMatches(token: string, alg: string, secret: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]*$/.test(parts[2]!)) return false;
  const expected = createHmac(HASH_OF[alg]!, hmacKey(secret)).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function verifyAccessToken(rawToken: string, jwtSecret: string): Promise<TokenCheck> {
  let token: string;
  try {
    token = decodeURIComponent(rawToken).replace(/\s/g, '');
  } catch {
    token = rawToken.replace(/\s/g, '');
  }
  let payload: Record<string, unknown>;
  let alg: string | undefined;
  try {
    payload = decodeJwt(token) as Record<string, unknown>;
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return { ok: false, error: { kind: 'malformed' } };
  }
  if (!alg || !HS_ALGORITHMS.includes(alg)) return { ok: false, error: { kind: 'signer' } };
  if (!signatureMatches(token, alg, jwtSecret)) return { ok: false, error: { kind: 'signature' } };
  const now = Math.floor(Date.now() / 1000);
  const { exp, iat } = payload;
  if (exp !== undefined) {
    if (typeof exp !== 'number') return { ok: false, error: { kind: 'invalid', detail: 'exp must be a number' } };
    if (!(exp > now)) {
      return { ok: false, error: { kind: 'expired', message: `Token has expired ${now - Math.round(exp)} seconds ago` } };
    }
  }
  if (iat !== undefined && typeof iat !== 'number') {
    return { ok: false, error: { kind: 'invalid', detail: 'iat must be a number' } };
  }
  if (!('role' in payload) || exp === undefined) return { ok: false, error: { kind: 'missing_claims' } };
  const claims = { ...payload, exp: Math.round(exp) } as Claims;
  if (typeof iat === 'number') claims.iat = Math.round(iat);
  return { ok: true, claims };
}

const MISSING_CLAIMS = 'Fields `role` and `exp` are required in JWT';

/** The `reason` of a refused phx_join, as RealtimeChannel.join/3 words it. */
export function joinErrorReason(error: TokenError): string {
  switch (error.kind) {
    case 'malformed':
      return 'MalformedJWT: The token provided is not a valid JWT';
    case 'signature':
      return 'JwtSignatureError: Failed to validate JWT signature';
    case 'signer':
      return 'JwtSignerError: Failed to generate JWT signer, check your JWT secret or JWKS configuration';
    case 'expired':
      return `InvalidJWTToken: ${error.message}`;
    case 'missing_claims':
      return `InvalidJWTToken: ${MISSING_CLAIMS}`;
    case 'invalid':
      return 'Unknown Error on Channel';
  }
}

/** The message of the `system` error that closes a joined channel whose token went bad. */
export function shutdownMessage(error: TokenError): string {
  switch (error.kind) {
    case 'malformed':
      return 'The token provided is not a valid JWT';
    case 'signature':
      return 'Failed to validate JWT signature';
    case 'signer':
      return 'Failed to generate JWT signer, check your JWT secret or JWKS configuration';
    case 'expired':
      return error.message;
    case 'missing_claims':
      return MISSING_CLAIMS;
    case 'invalid':
      return error.detail;
  }
}

/** The body of the HTTP error that refuses a WebSocket upgrade (UserSocket.handle_error/2). */
export function connectErrorMessage(error: TokenError): string {
  switch (error.kind) {
    case 'expired':
      return 'Token has expired';
    case 'missing_claims':
      return MISSING_CLAIMS;
    case 'malformed':
      return 'The token provided is not a valid JWT';
    case 'signature':
      return 'Failed to validate JWT signature';
    case 'signer':
      return 'Failed to generate JWT signer, check your JWT secret or JWKS configuration';
    case 'invalid':
      return 'Error connecting to Realtime';
  }
}
