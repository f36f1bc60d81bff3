import { describe, expect, it } from 'vitest';
import { readResetLinkError } from './reset-link-error';

describe('readResetLinkError', () => {
  it('reads the reason of a used or expired link from the fragment', () => {
    expect(readResetLinkError('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=')).toBe(
      'Email link is invalid or has expired',
    );
  });

  it('reads nothing from a page opened normally or by a working link', () => {
    expect(readResetLinkError('')).toBeNull();
    expect(readResetLinkError('#access_token=abc&type=recovery')).toBeNull();
  });

  it('keeps a hostile description short', () => {
    expect(readResetLinkError(`#error=x&error_description=${'a'.repeat(5000)}`)).toHaveLength(200);
  });
});
