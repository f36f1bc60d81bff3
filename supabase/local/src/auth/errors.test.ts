import { describe, expect, it } from 'vitest';
import { AuthError, errorAnswer, negotiateApiVersion, OAuthError, WeakPasswordError } from './errors.js';

describe('errorAnswer', () => {
  it('answers {code, message} and echoes the version for 2024-01-01 clients (auth-js)', () => {
    const answer = errorAnswer(new AuthError(400, 'invalid_credentials', 'Invalid login credentials'), '2024-01-01');
    expect(answer).toEqual({
      status: 400,
      headers: { 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': 'invalid_credentials' },
      body: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
  });

  it('answers the legacy {code: status, error_code, msg} without a version header', () => {
    const answer = errorAnswer(new AuthError(403, 'bad_jwt', 'invalid JWT'), undefined);
    expect(answer.headers).toEqual({ 'x-sb-error-code': 'bad_jwt' });
    expect(answer.body).toEqual({ code: 403, error_code: 'bad_jwt', msg: 'invalid JWT' });
  });

  it('carries weak_password.reasons', () => {
    const answer = errorAnswer(new WeakPasswordError('Password should be at least 6 characters.', ['length']), '2024-01-01');
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('hides unexpected errors behind unexpected_failure', () => {
    const answer = errorAnswer(new Error('connection refused'), '2024-01-01');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' });
  });

  it('writes OAuth errors as {error, error_description}', () => {
    expect(errorAnswer(new OAuthError('invalid_request', 'refresh_token required'), undefined).body).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });

  it('settles on 2024-01-01 for that date and later, the initial version otherwise', () => {
    expect(negotiateApiVersion('2024-01-01')).toBe('2024-01-01');
    expect(negotiateApiVersion('2025-06-30')).toBe('2024-01-01');
    expect(negotiateApiVersion('2023-12-31')).toBeNull();
    expect(negotiateApiVersion('yesterday')).toBeNull();
  });
});
