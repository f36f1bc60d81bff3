import { describe, expect, it } from 'vitest';
import { AuthError } from '../errors.js';
import { errorRedirectUrl, sessionRedirectUrl } from './verify.js';

describe('verify redirects', () => {
  it('puts the session in the fragment with GoTrue’s sorted keys', () => {
    const url = sessionRedirectUrl(
      'http://localhost:3000/reset',
      { access_token: 'a.b.c', token_type: 'bearer', expires_in: 3600, expires_at: 1700003600, refresh_token: 'abcdefghijkl', user: {} },
      'recovery',
    );
    expect(url).toBe(
      'http://localhost:3000/reset#access_token=a.b.c&expires_at=1700003600&expires_in=3600&refresh_token=abcdefghijkl&sb=&token_type=bearer&type=recovery',
    );
  });

  it('puts an error in the fragment', () => {
    const url = errorRedirectUrl('http://localhost:3000/', new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'));
    expect(url).toBe(
      'http://localhost:3000/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
  });
});
