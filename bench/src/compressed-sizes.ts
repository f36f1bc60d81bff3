/**
 * The precompressed copies of every app's build (docs/deployment.md, "Compression"): per app, its text
 * files as built and the sum of their gzip and brotli copies (a file without a copy counts as itself, as
 * the server then sends it). docs/performance.md records the table.
 * Run: pnpm --filter @runoff/bench compressed-sizes   (builds what is stale first)
 */
import fs from 'node:fs';
import path from 'node:path';
import { appDirs, appNames, buildApps, distDir } from '@runoff/harness/apps';
import { isPrecompressed } from '@runoff/build/precompress';
import { reportFigure } from './figures.js';

await buildApps({ onlyStale: true, log: () => {} });

const kB = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} kB`;
const sizeOr = (file: string, fallback: number) => (fs.existsSync(file) ? fs.statSync(file).size : fallback);

console.log('| app | text files | as built | gzip | brotli | brotli / as built |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const app of appNames) {
  const dist = distDir(app);
  let files = 0;
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const name of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dist, name);
    if (!isPrecompressed(file) || !fs.statSync(file).isFile()) continue;
    const size = fs.statSync(file).size;
    files += 1;
    raw += size;
    gzip += sizeOr(`${file}.gz`, size);
    brotli += sizeOr(`${file}.br`, size);
  }
  console.log(`| ${appDirs[app]} | ${files} | ${kB(raw)} | ${kB(gzip)} | ${kB(brotli)} | ${((brotli / raw) * 100).toFixed(0)} % |`);
  reportFigure({ measure: `${appDirs[app]}: text files as built → brotli (gzip)`, figure: `${kB(raw)} → ${kB(brotli)} (${kB(gzip)})`, ratio: `${((brotli / raw) * 100).toFixed(0)} %` });
}
