import { afterEach, describe, expect, it } from 'vitest';
import { hostedProfileConfig } from '../../src/config/hosted-profile.js';
import { roomRateLimits } from '../../src/config/room-config.js';
import { startOwnGateway, type OwnGateway } from '../support/own-gateway.js';

// The hosted profile's Auth limits (hosted Supabase's defaults per IP address), on a gateway of its own that
// believes X-Forwarded-For from 127.0.0.1 so that each case speaks from an address of its own.
let gateway: OwnGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

function anonymousSignIn(from: string) {
  return fetch(`${gateway!.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({}),
  });
}

async function signInsFrom(address: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await anonymousSignIn(address)).status);
  return statuses;
}

describe('the hosted profile’s Auth rate limits', () => {
  it('turns the 31st anonymous sign-in of an hour from one address away, as a new hosted project does', async () => {
    gateway = await startOwnGateway(44, { ...hostedProfileConfig(), trustedProxies: ['127.0.0.1'] });
    const statuses = await signInsFrom('198.51.100.7', 31);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    const refused = await anonymousSignIn('198.51.100.7');
    expect(await refused.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // Another address has its own allowance.
    expect((await anonymousSignIn('198.51.100.8')).status).toBe(200);
  });

  it('admits a room of 40 behind one address once the limits are raised in config as docs/deployment.md says', async () => {
    gateway = await startOwnGateway(45, { ...hostedProfileConfig(roomRateLimits(40)), trustedProxies: ['127.0.0.1'] });
    expect(gateway.config.rateLimits.anonymousUsers).toBe(80);
    expect(await signInsFrom('198.51.100.9', 40)).toEqual(Array(40).fill(200));
  });
});
