/**
 * The embed's weight (docs/embedding.md, docs/performance.md): gzip sizes of embed.js, of every file
 * under dist/embed/ it may load (the count animation's chunk among them) and of count-worker.js (the
 * count, in a worker or on the page), summed. Everything counts, also
 * what loads only on demand, so the budget holds whatever a visitor does.
 * `pnpm embed:weight` (scripts/embed-weight.ts) prints the figures; e2e/src/embed-budget.test.ts holds them to
 * EMBED_BUDGET_BYTES.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './apps.js';

// The embed renders with Preact's React compatibility layer (docs/decisions.md, "Embed weight"), which
// brought it from 121.7 to 62.7 kB and back within the 120 kB it was promised; the
// count animation's bars slide by a CSS transition, without framer-motion (issue 22).
export const EMBED_BUDGET_BYTES = 120 * 1024;

export interface EmbedWeight {
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

export function measureEmbedWeight(dist = distDir('mf_results')): EmbedWeight {
  const entry = path.join(dist, 'embed.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: build mf-results first (pnpm build)`);
  const chunks = path.join(dist, 'embed');
  const others = fs.existsSync(chunks)
    ? fs
        .readdirSync(chunks, { recursive: true, encoding: 'utf8' })
        .map((file) => path.join(chunks, file))
        // The build's precompressed .br/.gz copies are other encodings of these files, not more to load.
        .filter((file) => fs.statSync(file).isFile() && !/\.(br|gz)$/.test(file))
    : [];
  // The counting worker's script, which mf-results' remote loads too (shared/results-count).
  const worker = path.join(dist, 'count-worker.js');
  if (!fs.existsSync(worker)) throw new Error(`${worker} is missing: build mf-results first (pnpm build)`);
  const files = [entry, worker, ...others].map((file) => {
    const content = fs.readFileSync(file);
    // Level 9, as static hosts and CDNs compress.
    return { file: path.relative(dist, file), bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
