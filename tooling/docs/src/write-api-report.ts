/** `pnpm --filter @runoff/docs api-report`: writes shared/platform/api-report.md (see api-surface.ts). */
import path from 'node:path';
import { reportPath, writeReport } from './api-surface';
import { root } from './workspace';

const platform = path.join(root, 'shared', 'platform');
try {
  writeReport(platform);
  console.log(`wrote ${path.relative(root, reportPath(platform))}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
