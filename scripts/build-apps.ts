/** `pnpm build`: the production build of every app (each a static folder in <app>/dist). */
import { buildApps } from '@runoff/harness/apps';

buildApps({ log: (line) => console.log(`[build] ${line}`) }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
