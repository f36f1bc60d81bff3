import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { joinErrorReason, shutdownMessage, verifyAccessToken } from './token.js';

const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const now = () => Math.floor(Date.now() / 1000);

function sign(claims: Record<string, unknown>, secret = SECRET, alg = 'HS256') {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

describe('verifyAccessToken', () => {
  it('accepts a signed token with role and exp, rounding decimal times', async () => {
    const check = await verifyAccessToken(await sign({ role: 'authenticated', sub: 'u1', exp: now() + 60.4, iat: now() }), SECRET);
    expect(check).toMatchObject({ ok: true, claims: { role: 'authenticated', sub: 'u1' } });
    if (check.ok) expect(Number.isInteger(check.claims.exp)).toBe(true);
  });

  it('words an expired token as hosted Realtime does', async () => {
    const check = await verifyAccessToken(await sign({ role: 'anon', exp: now() - 42 }), SECRET);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(joinErrorReason(check.error)).toMatch(/^InvalidJWTToken: Token has expired (42|43) seconds ago$/);
      expect(shutdownMessage(check.error)).toMatch(/^Token has expired (42|43) seconds ago$/);
    }
  });

  it('checks the signature before the claims', async () => {
    const check = await verifyAccessToken(await sign({ role: 'anon', exp: now() - 1 }, 'another-secret-that-is-at-least-32-chars'), SECRET);
    expect(check.ok || joinErrorReason(check.error)).toBe('JwtSignatureError: Failed to validate JWT signature');
  });

  it('checks HS256, HS384 and HS512 signatures, and refuses a changed payload or a cut signature', async () => {
    for (const alg of ['HS256', 'HS384', 'HS512']) {
      const token = await sign({ role: 'anon', exp: now() + 60 }, SECRET, alg);
      expect((await verifyAccessToken(token, SECRET)).ok, alg).toBe(true);
      const [header, , signature] = token.split('.');
      const forged = `${header}.${Buffer.from(JSON.stringify({ role: 'service_role', exp: now() + 60 })).toString('base64url')}.${signature}`;
      const changed = await verifyAccessToken(forged, SECRET);
      expect(changed.ok || joinErrorReason(changed.error), alg).toBe('JwtSignatureError: Failed to validate JWT signature');
      const cut = await verifyAccessToken(token.slice(0, -4), SECRET);
      expect(cut.ok || joinErrorReason(cut.error), alg).toBe('JwtSignatureError: Failed to validate JWT signature');
    }
  });

  it('requires role and exp', async () => {
    const check = await verifyAccessToken(await sign({ sub: 'u1', exp: now() + 60 }), SECRET);
    expect(check.ok || joinErrorReason(check.error)).toBe('InvalidJWTToken: Fields `role` and `exp` are required in JWT');
  });

  it('tells a malformed token and an unsupported algorithm apart', async () => {
    const garbage = await verifyAccessToken('not.a.jwt', SECRET);
    expect(garbage.ok || joinErrorReason(garbage.error)).toBe('MalformedJWT: The token provided is not a valid JWT');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"anon"}').toString('base64url')}.`;
    const none = await verifyAccessToken(unsigned, SECRET);
    expect(none.ok || joinErrorReason(none.error)).toMatch(/^JwtSignerError: /);
  });

  it('accepts HS384 and HS512 as hosted does', async () => {
    for (const alg of ['HS384', 'HS512']) {
      expect((await verifyAccessToken(await sign({ role: 'anon', exp: now() + 60 }, SECRET, alg), SECRET)).ok).toBe(true);
    }
  });
});
