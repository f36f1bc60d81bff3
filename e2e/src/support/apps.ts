import { afterAll, beforeAll, inject } from 'vitest';
import { serveApps, type ServedApp, type ServedApps } from '@runoff/harness/serve-apps';
import type { AppName } from '@runoff/harness/apps';
import { workerPorts } from './worker-ports';

/** The run's stack and this worker's app ports (worker-ports.ts). */
export const e2e = { ...inject('e2e'), ports: workerPorts(inject('e2e').portOffset, Number(process.env.VITEST_POOL_ID ?? 1)) };
export const shellUrl = `http://localhost:${e2e.ports.shell}`;

/** Serves every built app on the test ports for the duration of a test file. */
export function useServedApps() {
  let served: ServedApps | undefined;
  beforeAll(async () => {
    served = await serveApps({
      ports: e2e.ports,
      supabase: { url: e2e.supabaseUrl, anonKey: e2e.anonKey },
      log: () => {},
    });
  });
  afterAll(async () => {
    await served?.stop();
  });
  return {
    app(name: AppName): ServedApp {
      const app = served?.apps[name];
      if (!app) throw new Error(`${name} is not served: it has no build (no rsbuild.config.ts?)`);
      return app;
    },
  };
}
