/**
 * `pnpm build`: the production build of every app (each a static folder in <app>/dist). With --only-stale
 * (`pnpm test`), an app whose build is newer than its sources is not built again.
 */
import { buildApps } from '@runoff/harness/apps';

buildApps({ onlyStale: process.argv.includes('--only-stale'), log: (line) => console.log(`[build] ${line}`) }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
