import fs from 'node:fs';
import { databaseTypesPath, generateDatabaseTypes } from './database-types.js';
import { loadConfig } from './config.js';

/**
 * `pnpm --filter @runoff/supabase gen:types`: regenerates shared/platform/src/supabase/database.types.ts from a
 * running local stack (`pnpm backend`), or from DATABASE_URL when set.
 */
const config = loadConfig();
const databaseUrl = config.databaseUrl ?? `postgresql://postgres:postgres@127.0.0.1:${config.dbPort}/postgres`;
generateDatabaseTypes(databaseUrl)
  .then((types) => {
    fs.writeFileSync(databaseTypesPath, types);
    console.log(`Wrote ${databaseTypesPath}`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
