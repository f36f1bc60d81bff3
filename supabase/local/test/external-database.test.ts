import { describe, expect, it } from 'vitest';
import { startStack } from '../src/stack/stack.js';
import { anonClient, dedicatedApiPort, stack as testStack } from './support/clients.js';

// A second gateway and PostgREST, on ports of their own, over the test stack's database.
const apiPort = dedicatedApiPort(200);

describe('DATABASE_URL: an external PostgreSQL instead of the embedded one', () => {
  it('applies nothing twice, starts no PostgreSQL of its own and serves the same data', async () => {
    const second = await startStack({
      databaseUrl: testStack.databaseUrl,
      apiPort,
      apiUrl: `http://localhost:${apiPort}`,
      postgrestPort: apiPort + 2,
      mailPort: apiPort + 3,
      // The embedded PostgreSQL would need this port; with databaseUrl set nothing may bind it.
      dbPort: Number(new URL(testStack.databaseUrl).port),
    });
    try {
      expect(second.databaseUrl).toBe(testStack.databaseUrl);
      const viaSecond = await fetch(`${second.url}/rest/v1/rpc/get_poll`, {
        method: 'POST',
        headers: { apikey: second.config.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ poll_id: crypto.randomUUID() }),
      });
      const viaFirst = await anonClient().rpc('get_poll', { poll_id: crypto.randomUUID() });
      // Both doors lead to one database with one schema: the same function, the same answer.
      expect(viaSecond.status).toBe(404);
      expect(((await viaSecond.json()) as { message: string }).message).toBe(viaFirst.error?.message);
    } finally {
      await second.stop();
    }
    // Stopping the second stack must leave the external database running.
    const after = await anonClient().rpc('get_poll', { poll_id: crypto.randomUUID() });
    expect(after.error?.message).toBe('Poll not found');
  });
});
