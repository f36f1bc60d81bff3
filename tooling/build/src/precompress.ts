/**
 * Precompression at build time (docs/deployment.md, "Compression"): every text file of a production build
 * gets a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside it, so a static server or CDN can
 * send the smallest encoding the browser accepts without compressing on every request. It walks the
 * finished dist folders rather than hooking into Rspack's assets, so files other plugins write late
 * (mf-manifest.json, copied public/ files, mf-results' embed.js environment) are covered too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats a browser loads from a build; images, fonts and archives are compressed already. */
const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.cjs', '.css', '.html', '.htm', '.json', '.svg', '.map', '.txt', '.xml', '.webmanifest'];

/**
 * runtime-config.json is replaced per environment after the build (docs/deployment.md): a copy made
 * here would go on serving the local stack's address to browsers that accept brotli. It is tiny anyway.
 */
const NEVER_PRECOMPRESSED = new Set(['runtime-config.json']);

export function isPrecompressed(file: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase()) && !NEVER_PRECOMPRESSED.has(path.basename(file));
}

interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function writeIfSmaller(target: string, encoded: Buffer, original: number): Promise<number> {
  // A copy no smaller than the file (tiny files) would only cost the client bytes: identity is served instead.
  if (encoded.length >= original) {
    await fs.rm(target, { force: true });
    return original;
  }
  await fs.writeFile(target, encoded);
  return encoded.length;
}

/** Writes <file>.br and <file>.gz for every text file under `dir`; replaces copies left from an earlier run. */
async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await listFiles(dir)).filter(isPrecompressed);
  for (const file of files) {
    const content = await fs.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    summary.files += 1;
    summary.bytes += content.length;
    summary.brotliBytes += await writeIfSmaller(`${file}.br`, br, content.length);
    summary.gzipBytes += await writeIfSmaller(`${file}.gz`, gz, content.length);
  }
  return summary;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Precompresses each environment's dist folder once a production build has finished (not in dev). */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'runoff:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const dirs = new Set(Object.values(environments).map((environment) => environment.distPath));
        for (const dir of dirs) {
          const summary = await precompressDir(dir);
          api.logger.info(
            `precompressed ${summary.files} files in ${path.relative(process.cwd(), dir) || dir}: ${kB(summary.bytes)} → br ${kB(summary.brotliBytes)}, gzip ${kB(summary.gzipBytes)}`,
          );
        }
      });
    },
  };
}
