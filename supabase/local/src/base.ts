import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const baseDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'base');

/**
 * Applies the base that hosted Supabase provides (roles, auth and realtime schemas) in file order.
 * Every file is idempotent, so this runs at each start and a newer stack upgrades an older data folder.
 */
export async function applyBaseSchema(databaseUrl: string): Promise<void> {
  const files = fs.readdirSync(baseDir).filter((f) => f.endsWith('.sql')).sort();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const file of files) {
      const sql = fs.readFileSync(path.join(baseDir, file), 'utf8');
      try {
        await client.query(sql);
      } catch (error) {
        throw new Error(`The base schema file ${file} failed: ${(error as Error).message}`);
      }
    }
  } finally {
    await client.end();
  }
}
