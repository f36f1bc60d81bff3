import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthRetryableFetchError, PostgrestError } from '@supabase/supabase-js';
import { errorMessage, failureMessage } from './errors';

describe('errorMessage', () => {
  it('keeps the message of auth and PostgREST errors', () => {
    expect(errorMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toBe(
      'Invalid login credentials',
    );
    const postgrest = new PostgrestError({ message: 'Poll not found', details: '', hint: '', code: 'P0001' });
    expect(errorMessage(postgrest)).toBe('Poll not found');
    // supabase-js hands PostgREST errors back as plain objects too.
    expect(errorMessage({ message: 'This poll is no longer active', code: 'P0001', details: null, hint: null })).toBe(
      'This poll is no longer active',
    );
  });

  it('turns transport failures into one plain sentence', () => {
    const unreachable = 'Could not reach the server. Check your connection and try again.';
    expect(errorMessage(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(unreachable);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(unreachable);
    expect(errorMessage({ message: 'TypeError: NetworkError when attempting to fetch resource.' })).toBe(unreachable);
    // A server-side 503 keeps its own wording.
    expect(errorMessage(new AuthRetryableFetchError('Service Unavailable', 503))).toBe('Service Unavailable');
  });

  it('falls back to Unknown error', () => {
    expect(errorMessage(undefined)).toBe('Unknown error');
    expect(errorMessage({})).toBe('Unknown error');
    expect(errorMessage('  ')).toBe('Unknown error');
    expect(errorMessage('Plain text')).toBe('Plain text');
  });
});

describe('failureMessage', () => {
  it('prefixes the message as the spec catalogue does', () => {
    expect(failureMessage('Failed to sign in', new AuthApiError('Invalid login credentials', 400, undefined))).toBe(
      'Failed to sign in: Invalid login credentials',
    );
  });
});
