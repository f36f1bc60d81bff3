import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTypesPath, generateDatabaseTypes } from '../local/src/types/database-types.js';
import { applyMigrations } from '../local/src/database/migrations.js';
import { loadConfig, supabaseDir } from '../local/src/config/config.js';
import { driftMessage, generateSchemaSql, schemaSqlPath } from '../local/src/types/schema-sql/index.js';
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
    expect(driftMessage('shared/platform/src/supabase/database.types.ts', fs.readFileSync(databaseTypesPath, 'utf8'), generated)).toBeUndefined();
  }, 60_000);

  it('matches the checked-in supabase/schema.sql (the same command regenerates it)', async () => {
    const client = await pool.connect();
    try {
      const generated = await generateSchemaSql(client);
      expect(driftMessage('supabase/schema.sql', fs.readFileSync(schemaSqlPath, 'utf8'), generated)).toBeUndefined();
    } finally {
      client.release();
    }
  });

  it('the schema.sql check fires on a sample change: a new function, a revoked grant, a changed policy', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query("set local role postgres"); // as a migration runs
      await client.query("create function public.sample_change() returns int language sql as 'select 1'");
      await client.query('revoke execute on function public.get_poll(text) from anon');
      await client.query('alter policy "users read their own profile" on public.profiles using (false)');
      await client.query('reset role');
      const generated = await generateSchemaSql(client);
      const checkedIn = fs.readFileSync(schemaSqlPath, 'utf8');
      const message = driftMessage('supabase/schema.sql', checkedIn, generated);
      expect(message).toMatch(/^supabase\/schema\.sql is stale: .*pnpm --filter @runoff\/supabase gen:types/);
      expect(generated).toContain('CREATE OR REPLACE FUNCTION public.sample_change()');
      expect(generated).toContain('GRANT EXECUTE ON FUNCTION public.get_poll(poll_id text) TO authenticated, service_role;');
      expect(checkedIn).toContain('GRANT EXECUTE ON FUNCTION public.get_poll(poll_id text) TO anon, authenticated, service_role;');
      expect(generated).toMatch(/CREATE POLICY "users read their own profile" ON public\.profiles FOR SELECT TO authenticated\n {2}USING \(false\);/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
