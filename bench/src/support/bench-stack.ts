import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '@runoff/supabase/stack';

type StackOverrides = Parameters<typeof startStack>[0];

/**
 * A fresh local stack for one benchmark: its own data folder under the system's temp folder (readable by the
 * postgres user when the bench runs as root) and its ports from basePort (API, +1 PostgreSQL, +2 PostgREST).
 * stop() stops the stack and removes the folder.
 */
export async function startBenchStack(basePort: number, name: string, overrides: StackOverrides = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `runoff-bench-${name}-`));
  fs.chmodSync(root, 0o755);
  const stack = await startStack({
    apiPort: basePort,
    apiUrl: `http://localhost:${basePort}`,
    dbPort: basePort + 1,
    postgrestPort: basePort + 2,
    dataDir: path.join(root, 'pgdata'),
    ...overrides,
  });
  return {
    stack,
    async stop() {
      await stack.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
