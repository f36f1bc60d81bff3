import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError, AuthWeakPasswordError, PostgrestError } from '@supabase/supabase-js';
import { RpcRequestError } from '../supabase/rpc';
import { authFailureId, failure, FailureError, isLostAnswer, toFailure } from './failure';

describe('toFailure', () => {
  it("takes a Data API refusal's id and values, whatever its words", () => {
    expect(toFailure(new RpcRequestError('Anything at all', 409, 'PT409', 'join.poll_full', { max: 3 }))).toEqual(failure('join.poll_full', { max: 3 }));
    expect(toFailure(new PostgrestError({ message: 'x', details: '{"max":200,"field":"title"}', hint: 'text.too_long', code: '22023' }))).toEqual(
      failure('text.too_long', { max: 200, field: 'title' }),
    );
  });

  it('gives refusals without an id a failure by their code or status', () => {
    expect(toFailure(new RpcRequestError('permission denied for function get_my_polls', 401, '42501'))).toEqual(failure('database.permission_denied'));
    expect(toFailure(new RpcRequestError('Too many requests from this address are waiting', 429, 'over_request_rate_limit'))).toEqual(failure('request.rate_limited'));
    expect(toFailure(new RpcRequestError('The server answered HTTP 502', 502))).toEqual(failure('network.unreachable'));
    expect(toFailure(new RpcRequestError('Could not find the function', 404, 'PGRST202'))).toEqual(failure('http.status', { status: '404' }));
  });

  it("words auth-js's errors by their code", () => {
    expect(toFailure(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toEqual(failure('auth.invalid_credentials'));
    expect(toFailure(new AuthApiError('Whatever GoTrue says', 422, 'weak_password'))).toEqual(failure('auth.weak_password'));
    expect(toFailure(new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']))).toEqual(failure('auth.weak_password'));
    expect(toFailure(new AuthApiError('Invalid Refresh Token: Already Used', 400, 'refresh_token_already_used'))).toEqual(failure('auth.session_missing'));
    expect(toFailure(new AuthSessionMissingError())).toEqual(failure('auth.session_missing'));
    expect(toFailure(new AuthApiError('Something new', 400, 'a_code_not_known_yet'))).toEqual(failure('auth.failed'));
    expect(authFailureId(undefined)).toBe('auth.failed');
  });

  it('calls a request without an answer unreachable or timed out, by its kind', () => {
    expect(toFailure(new TypeError('Failed to fetch'))).toEqual(failure('network.unreachable'));
    expect(toFailure(new TypeError('Load failed'))).toEqual(failure('network.unreachable'));
    expect(toFailure(new AuthRetryableFetchError('Service Unavailable', 503))).toEqual(failure('network.unreachable'));
    expect(toFailure(new DOMException('The operation was aborted.', 'AbortError'))).toEqual(failure('network.timed_out'));
    expect(isLostAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(isLostAnswer({ message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' })).toBe(true);
    expect(isLostAnswer({ message: 'canceling statement due to statement timeout', details: null, hint: null, code: '57014' })).toBe(false);
    expect(isLostAnswer(new RpcRequestError('You have already voted in this poll', 409, 'PT409', 'vote.already_voted'))).toBe(false);
  });

  it('gives a failure back as it is, thrown or not', () => {
    expect(toFailure(failure('network.timed_out'))).toEqual(failure('network.timed_out'));
    expect(toFailure(new FailureError(failure('auth.no_session')))).toEqual(failure('auth.no_session'));
  });

  it('never throws and always gives an id, whatever is thrown', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        const result = toFailure(thrown);
        expect(typeof result.id).toBe('string');
        expect(result.id.length).toBeGreaterThan(0);
      }),
    );
  });
});
