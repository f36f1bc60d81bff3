import { describe, expect, it } from 'vitest';
import { parseJoinParams, postgresChangeId } from './join-params.js';

describe('parseJoinParams', () => {
  it('reads the config realtime-js 2.119 sends', () => {
    const params = parseJoinParams({
      config: {
        broadcast: { ack: true, self: false },
        presence: { key: 'host', enabled: true },
        postgres_changes: [{ event: '*', schema: 'public', table: 'polls' }],
        private: true,
      },
      access_token: 'user-jwt',
      version: 'realtime-js/2.119.1',
    });
    expect(params).toEqual({
      ackBroadcast: true,
      selfBroadcast: false,
      presenceEnabled: true,
      presenceKey: 'host',
      isPrivate: true,
      postgresChanges: [{ event: '*', schema: 'public', table: 'polls' }],
      accessToken: 'user-jwt',
    });
  });

  it('defaults what is missing, like hosted: a random presence key, public, no token of its own', () => {
    const params = parseJoinParams({ config: { presence: { key: '' }, broadcast: { self: 'true' } } });
    expect(params.presenceKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(params).toMatchObject({ isPrivate: false, selfBroadcast: true, ackBroadcast: false, accessToken: undefined });
    expect(parseJoinParams(null).postgresChanges).toEqual([]);
  });

  it('ignores publishable keys passed as access_token (the socket API key is used)', () => {
    expect(parseJoinParams({ access_token: 'sb_publishable_x' }).accessToken).toBeUndefined();
    expect(parseJoinParams({ user_token: 'legacy-jwt' }).accessToken).toBe('legacy-jwt');
  });
});

describe('postgresChangeId', () => {
  it('is stable for the same filter whatever the key order, and differs between filters', () => {
    const a = postgresChangeId({ event: '*', schema: 'public', table: 'polls' });
    expect(postgresChangeId({ table: 'polls', schema: 'public', event: '*' })).toBe(a);
    expect(postgresChangeId({ event: 'INSERT', schema: 'public', table: 'polls' })).not.toBe(a);
  });
});
