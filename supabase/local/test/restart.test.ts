import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startStack } from '../src/stack/stack.js';
import { portsFrom, throwawayFolder } from '../src/stack/throwaway-stack.js';
import { dedicatedApiPort, stack as testStack } from './support/clients.js';

// A second stack of its own, beside the shared test stack, on ports just above it.
const apiPort = dedicatedApiPort(100);
const root = throwawayFolder('restart');
const migrationsDir = path.join(root, 'supabase', 'migrations');
fs.mkdirSync(migrationsDir, { recursive: true });

const overrides = { ...portsFrom(apiPort), dataDir: path.join(root, 'pgdata'), workdir: root };

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('restarting the local stack', () => {
  it('keeps the data and applies only the new migration', async () => {
    // Not idempotent on purpose: applying it twice would fail.
    // As on hosted since 2026, a new table gives the API roles nothing until the migration grants it.
    fs.writeFileSync(
      path.join(migrationsDir, '20250101000000_create_probe.sql'),
      'create table public.restart_probe (id int primary key);\ngrant select on table public.restart_probe to service_role;',
    );
    const first = await startStack(overrides);
    try {
      await query(first.databaseUrl, 'insert into public.restart_probe values (42)');
    } finally {
      await first.stop();
    }

    fs.writeFileSync(path.join(migrationsDir, '20250102000000_add_label.sql'), "alter table public.restart_probe add column label text default 'kept';");
    const second = await startStack(overrides);
    try {
      const rows = await query<{ id: number; label: string }>(second.databaseUrl, 'select id, label from public.restart_probe');
      expect(rows).toEqual([{ id: 42, label: 'kept' }]);
      const applied = await query<{ version: string }>(
        second.databaseUrl,
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(applied.map((row) => row.version)).toEqual(['20250101000000', '20250102000000']);
      // The new column is visible through the API too: PostgREST loaded the migrated schema.
      const response = await fetch(`${second.url}/rest/v1/restart_probe?select=id,label`, {
        headers: { apikey: second.config.serviceRoleKey },
      });
      expect(await response.json()).toEqual([{ id: 42, label: 'kept' }]);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('says clearly which port is taken', async () => {
    await expect(startStack({ ...overrides, apiPort: Number(new URL(testStack.url).port) })).rejects.toThrow(
      /Port \d+ \(the API gateway\) is already in use.*RUNOFF_API_PORT/s,
    );
  });
});
