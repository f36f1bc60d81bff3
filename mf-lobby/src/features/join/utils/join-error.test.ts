import { failure } from '@runoff/platform/i18n';
import { RpcRequestError } from '@runoff/platform/supabase';
import { joinFailure } from './join-error';

const refused = (id: string, values: Record<string, unknown> = {}, code = '22023') => new RpcRequestError('any words at all', 400, code, id, values);

describe('joinFailure', () => {
  it('maps a refusal under the access rules to its own message', () => {
    const permission = new RpcRequestError('permission denied for function join_poll', 401, '42501');
    expect(joinFailure(permission)).toEqual({ id: 'join.permissionDenied', failure: failure('database.permission_denied'), redirectToResults: false });
  });

  it('maps poll.not_found', () => {
    expect(joinFailure(refused('poll.not_found', {}, 'PT404'))).toEqual({ id: 'join.notFound', failure: failure('poll.not_found'), redirectToResults: false });
  });

  it('maps an inactive poll and asks for the redirect to the results', () => {
    expect(joinFailure(refused('join.poll_inactive', {}, 'PT409'))).toEqual({ id: 'join.inactive', failure: failure('join.poll_inactive'), redirectToResults: true });
  });

  it('keeps any other failure as the reason of "Failed to join poll"', () => {
    expect(joinFailure(new TypeError('Failed to fetch'))).toEqual({ id: 'join.failed', failure: failure('network.unreachable'), redirectToResults: false });
  });

  it('marks the database refusing the name, so the name field can show it', () => {
    const reserved = failure('name.reserved', { field: 'name', name: 'Host' });
    expect(joinFailure(refused('name.reserved', { field: 'name', name: 'Host' }))).toEqual({ id: 'join.failed', failure: reserved, redirectToResults: false, nameProblem: true });
    expect(joinFailure(refused('text.too_long', { field: 'name', max: 50 })).nameProblem).toBe(true);
    expect(joinFailure(refused('text.too_long', { field: 'title', max: 200 })).nameProblem).toBeUndefined();
    expect(joinFailure(refused('join.poll_full', { max: 30 }, 'PT409')).nameProblem).toBeUndefined();
  });
});

describe('joinFailure for the room rules of issue 8', () => {
  it('shows the database failure for a full poll', () => {
    expect(joinFailure(refused('join.poll_full', { max: 30 }, 'PT409'))).toEqual({ id: 'join.failed', failure: failure('join.poll_full', { max: 30 }), redirectToResults: false });
  });

  it('offers Sign in for an accounts-only poll', () => {
    expect(joinFailure(refused('join.account_required', {}, '42501'))).toEqual({
      id: 'join.failed',
      failure: failure('join.account_required'),
      redirectToResults: false,
      signIn: true,
    });
  });
});

describe('joinFailure for a poll whose voters are on a list (issue 27)', () => {
  it('asks someone not on the list for a code, naming the account that is signed in', () => {
    const notOnList = refused('join.not_on_list', {}, '42501');
    expect(joinFailure(notOnList)).toEqual({ id: 'join.notOnList', failure: failure('join.not_on_list'), redirectToResults: false, notOnList: true });
    expect(joinFailure(notOnList, 'ada@example.org')).toMatchObject({ id: 'join.accountNotOnList', notOnList: true, values: { email: '\u2068ada@example.org\u2069' } });
  });

  it('words each refused code by its id, and asks for the code again', () => {
    const cases = [
      ['voting_code.unknown', 'join.codeUnknown'],
      ['voting_code.used', 'join.codeUsed'],
      ['voting_code.revoked', 'join.codeRevoked'],
      ['voting_code.malformed', 'join.codeMalformed'],
      ['voting_code.too_many_misses', 'join.codeTooManyMisses'],
      ['voting_code.already_holding', 'join.codeHeld'],
    ] as const;
    for (const [id, shown] of cases) {
      expect(joinFailure(failure(id))).toMatchObject({ id: shown, codeProblem: true, notOnList: true, redirectToResults: false });
    }
  });

  it('takes the minutes to wait and the code length from the database, with its defaults when absent', () => {
    expect(joinFailure(refused('voting_code.too_many_misses', { minutes: 15 }, 'PT429')).values).toEqual({ minutes: 15, length: 12 });
    expect(joinFailure(refused('voting_code.malformed', { length: 'x' })).values).toEqual({ minutes: 10, length: 12 });
  });

  it('leaves a code refusal it has no words for to "Failed to join poll"', () => {
    expect(joinFailure(refused('voting_code.not_accepted', { voters: 'anyone', status: 'voting' }, 'PT409'))).toMatchObject({ id: 'join.failed' });
  });
});
