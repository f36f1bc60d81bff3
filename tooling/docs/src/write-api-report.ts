/**
 * `pnpm --filter @runoff/docs api-report`: writes the report of each versioned package (see api-surface.ts):
 * shared/platform/api-report.md (the run-time singleton) and shared/contracts/api-report.md (the
 * federation contracts, types only).
 */
import path from 'node:path';
import { reportPath, reportedPackages, writeReport } from './api-surface';
import { root } from './workspace';

for (const folder of reportedPackages) {
  const packageDir = path.join(root, folder);
  try {
    writeReport(packageDir);
    console.log(`wrote ${path.relative(root, reportPath(packageDir))}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
