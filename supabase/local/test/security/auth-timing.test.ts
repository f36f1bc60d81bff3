import { describe, expect, it } from 'vitest';
import { authFetch, signedUpClient } from '../support/auth.js';
import { uniqueEmail } from '../support/clients.js';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function signInMs(email: string): Promise<number> {
  const started = performance.now();
  const response = await authFetch('/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password: 'not-the-password' }) });
  await response.text();
  expect(response.status).toBe(400);
  return performance.now() - started;
}

describe('sign-in timing', () => {
  it('takes as long for an unknown e-mail as for a known one (a bcrypt comparison either way)', async () => {
    const { email } = await signedUpClient();
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy moment of the machine hits both alike.
    for (let i = 0; i < 12; i += 1) {
      known.push(await signInMs(email));
      unknown.push(await signInMs(uniqueEmail('nobody')));
    }
    // Before the fix: ~108 ms against ~4 ms. Now both pay one bcrypt (cost 10).
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
    expect(median(unknown)).toBeLessThan(median(known) * 1.6);
  }, 60_000);
});
