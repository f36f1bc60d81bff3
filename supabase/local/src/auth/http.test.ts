import { describe, expect, it } from 'vitest';
import { checkStoredJson } from './http.js';
import { notImplemented } from './not-implemented.js';
import type { IncomingMessage } from 'node:http';
import { AuthError } from './errors.js';

describe('checkStoredJson', () => {
  it('refuses U+0000 in values and keys and JSON nested deeper than 32 levels', () => {
    expect(() => checkStoredJson({ data: { name: 'a\u0000' } })).toThrow('NUL');
    expect(() => checkStoredJson({ data: { ['k\u0000']: 1 } })).toThrow('NUL');
    expect(() => checkStoredJson(JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)))).toThrow('nested too deeply');
    // auth-input.test.ts's fuzzing found this one as a 500 (seed -1088756738): jsonb refuses \ud800.
    expect(() => checkStoredJson(JSON.parse('{"data":{"\\ud800":"x"}}'))).toThrow('unpaired surrogates');
    expect(() => checkStoredJson(JSON.parse('{"data":{"name":"a\\udc00"}}'))).toThrow('unpaired surrogates');
    expect(() => checkStoredJson({ data: { name: 'Ada 🦊', list: ['fine', 1, null, { ok: true }] } })).not.toThrow();
    expect(() => checkStoredJson({ data: { list: ['fine', 1, null, { ok: true }] } })).not.toThrow();
  });
});

describe('notImplemented', () => {
  const req = { method: 'POST' } as IncomingMessage;
  const errorOf = (path: string) => {
    try {
      notImplemented(req, path);
    } catch (error) {
      return error as AuthError;
    }
    throw new Error('no error');
  };

  it('answers GoTrue endpoints this stack does not serve with GoTrue codes, and anything else 404 not_found', () => {
    expect([errorOf('/resend').status, errorOf('/resend').code]).toEqual([422, 'email_provider_disabled']);
    expect(errorOf('/factors/abc/verify').code).toBe('mfa_totp_enroll_not_enabled');
    expect(errorOf('/admin/users/').code).toBe('not_admin');
    expect([errorOf('/settings').status, errorOf('/settings').message]).toEqual([405, 'Method not allowed: POST']);
    expect([errorOf('/whatever').status, errorOf('/whatever').code]).toEqual([404, 'not_found']);
  });
});
