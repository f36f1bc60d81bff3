import { SignJWT } from 'jose';
import { stack } from './clients.js';

/** Signs an access token the way GoTrue does, for tests that must control its claims or expiry. */
export async function signAccessToken(claims: Record<string, unknown>, expiresInSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ aud: 'authenticated', role: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(stack.jwtSecret));
}
