import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError, AuthUnknownError } from '@supabase/supabase-js';
import * as real from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { isAuthApiError, isAuthError, isAuthRetryableFetchError, isAuthSessionMissingError } from './auth-errors';

// The predicates must answer as auth-js's own do, for each of its error classes and for other values.
describe('auth error predicates', () => {
  const samples: unknown[] = [
    new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    new AuthRetryableFetchError('Failed to fetch', 0),
    new AuthSessionMissingError(),
    new AuthUnknownError('odd', null),
    new Error('plain'),
    { message: 'Poll not found', code: 'PT404' },
    'text',
    null,
  ];

  it('agree with auth-js', () => {
    for (const sample of samples) {
      expect(isAuthError(sample)).toBe(real.isAuthError(sample));
      expect(isAuthApiError(sample)).toBe(real.isAuthApiError(sample));
      expect(isAuthSessionMissingError(sample)).toBe(real.isAuthSessionMissingError(sample));
      expect(isAuthRetryableFetchError(sample)).toBe(real.isAuthRetryableFetchError(sample));
    }
  });
});
