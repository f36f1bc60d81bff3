import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTypesPath, generateDatabaseTypes } from '../local/src/database-types.js';
import { applyMigrations } from '../local/src/migrations.js';
import { loadConfig, supabaseDir } from '../local/src/config.js';
import { stack, superuserPool } from '../local/test/support/clients.js';

const pool = superuserPool();
afterAll(() => pool.end());

describe('the schema', () => {
  it('was applied from scratch by `supabase migration up` as postgres, one recorded migration per file', async () => {
    const files = fs.readdirSync(path.join(supabaseDir, 'migrations')).filter((f) => f.endsWith('.sql')).sort();
    expect(files.every((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f))).toBe(true);
    const { rows } = await pool.query('select version, name from supabase_migrations.schema_migrations order by version');
    expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(files);
    // As on hosted, the migrations ran as postgres (no superuser): it owns everything they created.
    const { rows: owners } = await pool.query(
      `select distinct pg_get_userbyid(relowner) as owner from pg_class
        where relnamespace in ('public'::regnamespace, 'supabase_migrations'::regnamespace) and relkind in ('r', 'S', 'v')`,
    );
    expect(owners).toEqual([{ owner: 'postgres' }]);
  });

  it('applies again as a no-op', async () => {
    const before = await pool.query('select count(*)::int as n from supabase_migrations.schema_migrations');
    const output = await applyMigrations(stack.postgresUrl, loadConfig().workdir);
    expect(output).toMatch(/Remote database is up to date/);
    expect(output).not.toMatch(/Applying migration/);
    const after = await pool.query('select count(*)::int as n from supabase_migrations.schema_migrations');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('matches the checked-in database.types.ts (run `pnpm --filter @runoff/supabase gen:types` when it changes)', async () => {
    const generated = await generateDatabaseTypes(stack.postgresUrl);
    expect(fs.readFileSync(databaseTypesPath, 'utf8'), 'shared/platform/src/supabase/database.types.ts is stale').toBe(generated);
  }, 60_000);
});
