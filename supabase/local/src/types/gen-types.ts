import fs from 'node:fs';
import pg from 'pg';
import { databaseTypesPath, generateDatabaseTypes } from './database-types.js';
import { loadConfig } from '../config/config.js';
import { generateSchemaSql, schemaSqlPath } from './schema-sql/index.js';

/**
 * `pnpm --filter @runoff/supabase gen:types`: after a migration, regenerates the two files generated from
 * the migrated database, shared/platform/src/supabase/database.types.ts and supabase/schema.sql, from a running
 * local stack (`pnpm backend`), or from DATABASE_URL when set.
 */
const config = loadConfig();
const databaseUrl = config.databaseUrl ?? `postgresql://postgres:postgres@127.0.0.1:${config.dbPort}/postgres`;

async function main(): Promise<void> {
  fs.writeFileSync(databaseTypesPath, await generateDatabaseTypes(databaseUrl));
  console.log(`Wrote ${databaseTypesPath}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    fs.writeFileSync(schemaSqlPath, await generateSchemaSql(client));
  } finally {
    await client.end();
  }
  console.log(`Wrote ${schemaSqlPath}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
