import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { newOtp, newRefreshToken, REFRESH_TOKEN_PATTERN, signAccessToken, tokenHash, verifyAccessToken, type AccessTokenClaims } from './tokens.js';

const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';

function claims(exp: number): AccessTokenClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: 'http://localhost:54321/auth/v1', sub: '9f1c5d5e-1111-4c3b-8f6a-000000000001', aud: 'authenticated',
    exp: now + exp, iat: now, email: 'a@example.com', phone: '', app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {}, role: 'authenticated', aal: 'aal1', amr: [{ method: 'password', timestamp: now }],
    session_id: '9f1c5d5e-2222-4c3b-8f6a-000000000002', is_anonymous: false,
  };
}

describe('access tokens', () => {
  it('round-trips GoTrue claims', async () => {
    const token = await signAccessToken(claims(60), secret);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    await expect(verifyAccessToken(token, secret)).resolves.toMatchObject({ sub: claims(60).sub, role: 'authenticated' });
  });

  it('signs exactly as jose does', async () => {
    const sample = claims(60);
    const byJose = await new SignJWT(sample).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
    expect(await signAccessToken(sample, secret)).toBe(byJose);
  });

  it('refuses an expired token with bad_jwt', async () => {
    const token = await signAccessToken(claims(-10), secret);
    await expect(verifyAccessToken(token, secret)).rejects.toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signAccessToken(claims(60), 'another-secret-that-is-at-least-32-characters');
    await expect(verifyAccessToken(token, secret)).rejects.toMatchObject({ code: 'bad_jwt', message: expect.stringContaining('signature is invalid') });
  });

  it('refuses garbage', async () => {
    await expect(verifyAccessToken('not-a-jwt', secret)).rejects.toMatchObject({ code: 'bad_jwt', message: expect.stringContaining('invalid number of segments') });
  });
});

describe('refresh tokens and one-time codes', () => {
  it('makes 12 character lower-case refresh tokens', () => {
    const tokens = new Set(Array.from({ length: 50 }, newRefreshToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(REFRESH_TOKEN_PATTERN);
  });

  it('makes 6 digit codes', () => {
    for (let i = 0; i < 20; i += 1) expect(newOtp()).toMatch(/^\d{6}$/);
  });

  it('hashes like GoTrue (hex SHA-224 of address + code)', () => {
    expect(tokenHash('a@example.com', '123456')).toMatch(/^[0-9a-f]{56}$/);
    expect(tokenHash('a@example.com', '123456')).toBe(tokenHash('a@example.com', '123456'));
    expect(tokenHash('a@example.com', '123456')).not.toBe(tokenHash('b@example.com', '123456'));
  });
});
