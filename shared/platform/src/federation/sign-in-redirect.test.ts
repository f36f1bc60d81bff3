import { describe, expect, it } from 'vitest';
import { defaultSignedInPath, signInRedirectTarget } from './sign-in-redirect';

describe('signInRedirectTarget', () => {
  it('returns the page the guard remembered, with its query and hash', () => {
    expect(signInRedirectTarget({ from: '/polls/42?tab=results#top' })).toBe('/polls/42?tab=results#top');
  });

  it.each([
    ['no state', undefined],
    ['null', null],
    ['no from', { other: 1 }],
    ['a non-string', { from: 42 }],
    ['an absolute URL', { from: 'https://evil.example/' }],
    ['a protocol-relative URL', { from: '//evil.example/' }],
    ['a backslash trick', { from: '/\\evil.example' }],
    ['the login page itself', { from: '/login?x=1' }],
    ['the sign-up page', { from: '/signup' }],
  ])('falls back to /dashboard for %s', (_, state) => {
    expect(signInRedirectTarget(state)).toBe(defaultSignedInPath);
    expect(defaultSignedInPath).toBe('/dashboard');
  });
});
