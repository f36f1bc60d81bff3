import { describe, expect, it } from 'vitest';
import { isRedirectAllowed, resolveRedirect } from './redirect-url.js';
import { mergeMetadata, emailIdentityData } from './users.js';
import { checkPasswordStrength, validateEmail } from './validation.js';

describe('validateEmail', () => {
  it('lower-cases a valid address', () => expect(validateEmail('Ann@Example.COM')).toBe('ann@example.com'));
  it.each(['not-an-email', 'a@', '@b.com', 'a b@c.com'])('refuses %s with GoTrue’s message', (email) => {
    expect(() => validateEmail(email)).toThrowError('Unable to validate email address: invalid format');
  });
  it('requires an address', () => expect(() => validateEmail('')).toThrowError('An email address is required'));
});

describe('checkPasswordStrength', () => {
  it('accepts 6 characters', () => expect(() => checkPasswordStrength('123456')).not.toThrow());
  it('refuses 5 with weak_password reasons', () => {
    expect(() => checkPasswordStrength('12345')).toThrowError(
      expect.objectContaining({ message: 'Password should be at least 6 characters.', reasons: ['length'] }),
    );
  });
  it('refuses more than 72 bytes', () => {
    expect(() => checkPasswordStrength('x'.repeat(73))).toThrowError('Password cannot be longer than 72 characters');
  });
});

describe('redirects', () => {
  const site = 'http://localhost:3000';
  it('allows the site and any localhost port', () => {
    expect(isRedirectAllowed(site, 'http://localhost:3000/reset')).toBe(true);
    expect(isRedirectAllowed(site, 'http://localhost:5173/auth/reset')).toBe(true);
    expect(isRedirectAllowed(site, 'http://127.0.0.1:4000/')).toBe(true);
  });
  it('refuses other hosts and falls back to the site', () => {
    expect(isRedirectAllowed(site, 'https://evil.example.com/')).toBe(false);
    expect(resolveRedirect(site, 'https://evil.example.com/', undefined)).toBe(site);
    expect(resolveRedirect(site, null, 'http://localhost:5173/login')).toBe('http://localhost:5173/login');
  });
});

describe('metadata', () => {
  it('merges and deletes null keys like GoTrue', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
  });
  it('builds identity data with GoTrue’s claims winning over sign-up data', () => {
    expect(emailIdentityData('u1', 'a@example.com', { username: 'ann', sub: 'spoof' })).toEqual({
      sub: 'u1', email: 'a@example.com', email_verified: false, phone_verified: false, username: 'ann',
    });
  });
});
