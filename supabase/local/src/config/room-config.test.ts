import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GATEWAY_LIMITS } from './config.js';
import { prepareRoomWorkdir, roomGatewayLimits, roomRateLimits, roomStorageLimits, withRateLimits } from './room-config.js';

const toml = `[auth]
enabled = true

[auth.rate_limit]
# per hour per IP
anonymous_users = 30
token_refresh = 150 # per 5 minutes
web3 = 30

[auth.email]
anonymous_users = 7
`;

describe('withRateLimits', () => {
  it('replaces only the [auth.rate_limit] values it is given, keeping comments', () => {
    const out = withRateLimits(toml, { anonymous_users: 2000, token_refresh: 1500 });
    expect(out).toContain('anonymous_users = 2000\ntoken_refresh = 1500 # per 5 minutes\nweb3 = 30');
    // The same key in another section is untouched.
    expect(out).toContain('[auth.email]\nanonymous_users = 7');
  });
});

describe('roomRateLimits', () => {
  it('sizes the per-IP limits for a room behind one NAT address, never below the defaults', () => {
    expect(roomRateLimits(1000)).toEqual({ anonymous_users: 2000, token_refresh: 1500, sign_in_sign_ups: 30 });
    expect(roomRateLimits(5)).toEqual({ anonymous_users: 30, token_refresh: 150, sign_in_sign_ups: 30 });
  });
});

describe('roomStorageLimits', () => {
  it("raises the database's joins per address for a big room, never below the shipped 10,000", () => {
    expect(roomStorageLimits(8000)).toEqual({ joinsPerAddress: 16000 });
    expect(roomStorageLimits(1000)).toEqual({ joinsPerAddress: 10000 });
  });
});

describe('prepareRoomWorkdir', () => {
  it('writes a config.toml with the room limits beside a copy of the migrations', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-room-'));
    try {
      prepareRoomWorkdir(root, 1000);
      expect(fs.readFileSync(path.join(root, 'supabase', 'config.toml'), 'utf8')).toMatch(/^anonymous_users = 2000$/m);
      expect(fs.readdirSync(path.join(root, 'supabase', 'migrations')).length).toBeGreaterThan(0);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('roomGatewayLimits', () => {
  it('keeps the shipped limits for a small room and raises connections and queue for a big one behind one address', () => {
    expect(roomGatewayLimits(100)).toEqual(DEFAULT_GATEWAY_LIMITS);
    const big = roomGatewayLimits(2_000);
    expect(big.connectionsPerAddress).toBe(6_100);
    expect(big.queuedPerAddress).toBe(4_000);
    expect([big.upstreamTotal, big.upstreamPerAddress]).toEqual([DEFAULT_GATEWAY_LIMITS.upstreamTotal, DEFAULT_GATEWAY_LIMITS.upstreamPerAddress]);
  });
});
