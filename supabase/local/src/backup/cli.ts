/**
 * `pnpm backup [file]` and `pnpm restore <file>`: a data backup of the running local stack (docs/operations.md).
 * The database is DATABASE_URL, else the embedded PostgreSQL on RUNOFF_DB_PORT (54322). A file ending in
 * .gz is gzip-compressed.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createBackup, parseBackup, restoreBackup } from './backup.js';

function databaseUrl(): string {
  return process.env.DATABASE_URL || `postgresql://postgres:postgres@127.0.0.1:${process.env.RUNOFF_DB_PORT || 54322}/postgres`;
}

/** pnpm runs root scripts in the root folder; a relative path means the folder the command was typed in. */
function resolveFile(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function describeConnectionError(error: unknown, url: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/ECONNREFUSED/.test(message)) {
    const where = new URL(url);
    return `Nothing answers at ${where.hostname}:${where.port}. Start the stack first (\`pnpm backend\` or \`pnpm start\`), or set DATABASE_URL.`;
  }
  return message;
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const url = databaseUrl();
  if (command === 'backup') {
    const target = resolveFile(file ?? `runoff-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.json.gz`);
    const backup = await createBackup(url);
    const json = Buffer.from(JSON.stringify(backup));
    fs.writeFileSync(target, target.endsWith('.gz') ? zlib.gzipSync(json) : json, { mode: 0o600 });
    const rows = backup.tables.reduce((sum, table) => sum + table.rows.length, 0);
    console.log(`Backed up ${rows} rows of ${backup.tables.length} tables (${backup.migrations.length} migrations applied) to ${target}`);
    return;
  }
  if (command === 'restore' && file) {
    const source = resolveFile(file);
    const raw = fs.readFileSync(source);
    const backup = parseBackup((source.endsWith('.gz') ? zlib.gunzipSync(raw) : raw).toString('utf8'));
    const result = await restoreBackup(url, backup);
    console.log(`Restored ${result.rows} rows of ${result.tables} tables from ${source} (made ${backup.createdAt}); the data before it was replaced.`);
    return;
  }
  console.error('Usage: pnpm backup [file]   |   pnpm restore <file>');
  process.exit(2);
}

main().catch((error: unknown) => {
  console.error(`[backup] ${describeConnectionError(error, databaseUrl())}`);
  process.exit(1);
});
