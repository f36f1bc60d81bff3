import { describe, expect, it } from 'vitest';
import { readResetLinkError } from './reset-link-error';

describe('readResetLinkError', () => {
  it('reads the reason of a used or expired link from its error code', () => {
    expect(readResetLinkError('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=')).toEqual({
      id: 'auth.otp_expired',
      values: {},
    });
  });

  it('reads nothing from a page opened normally or by a working link', () => {
    expect(readResetLinkError('')).toBeNull();
    expect(readResetLinkError('#access_token=abc&type=recovery')).toBeNull();
  });

  it('gives a link without a known code the auth failure, whatever the description says', () => {
    expect(readResetLinkError(`#error=x&error_description=${'a'.repeat(5000)}`)).toEqual({ id: 'auth.failed', values: {} });
    expect(readResetLinkError('#error=x&error_code=__proto__&error_description=Poll+not+found')).toEqual({ id: 'auth.failed', values: {} });
  });
});
