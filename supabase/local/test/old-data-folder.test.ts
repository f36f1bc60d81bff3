import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres } from '../src/database/postgres.js';
import { startStack } from '../src/stack/stack.js';
import { throwawayFolder } from '../src/stack/throwaway-stack.js';
import { dedicatedApiPort, stack as testStack } from './support/clients.js';

// Ports of their own, beside the shared test stack (restart.test.ts uses +100..102, external +200..202).
const apiPort = dedicatedApiPort(150);
const root = throwawayFolder('old-folder');
const dataDir = path.join(root, 'pgdata');

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a data folder from before the hosted-2026 base', () => {
  it('is refused with what to do, since its superuser postgres cannot be demoted', async () => {
    // What the older stack made: a cluster whose bootstrap superuser is postgres.
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const old = new EmbeddedPostgres({
      databaseDir: dataDir,
      port: apiPort + 1,
      user: 'postgres',
      password: 'postgres',
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: os.userInfo().uid === 0,
      onLog: () => {},
    });
    await old.initialise();

    const start = startStack({ apiPort, apiUrl: `http://localhost:${apiPort}`, dbPort: apiPort + 1, postgrestPort: apiPort + 2, dataDir });
    await expect(start).rejects.toThrow(`The data folder ${dataDir} was created by an older Runoff stack`);
    await expect(start).rejects.toThrow(`delete ${dataDir}`);
  }, 60_000);

  it('refuses a DATABASE_URL that is not a superuser', async () => {
    const start = startStack({
      databaseUrl: testStack.postgresUrl,
      apiPort: apiPort + 3,
      apiUrl: `http://localhost:${apiPort + 3}`,
      postgrestPort: apiPort + 4,
    });
    await expect(start).rejects.toThrow('The database URL logs in as postgres, which is not a superuser');
  });
});
