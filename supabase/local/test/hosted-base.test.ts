import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, rolePool, stack, superuserPool } from './support/clients.js';
import { withSchemaReload } from './support/sql-fixture.js';
import { signAccessToken } from './support/tokens.js';

// The base as hosted Supabase has it in late 2026, seen from the roles a migration and a request use.
const superuser = superuserPool();
const postgres = rolePool('postgres');

afterAll(async () => {
  await withSchemaReload(superuser, 'drop table if exists public.base_probe; drop function if exists public.base_probe_sleep(float8)');
  await superuser.end();
  await postgres.end();
});

/** Reads public.base_probe through the gateway with the anon key, a user's token or the service_role key. */
async function readProbe(as: 'anon' | 'authenticated' | 'service_role'): Promise<{ status: number; body: unknown }> {
  const bearer =
    as === 'anon' ? stack.anonKey : as === 'service_role' ? stack.serviceRoleKey : await signAccessToken({ sub: crypto.randomUUID() });
  const response = await fetch(`${stack.url}/rest/v1/base_probe?select=label`, {
    headers: { apikey: as === 'service_role' ? stack.serviceRoleKey : stack.anonKey, authorization: `Bearer ${bearer}` },
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  // Created by postgres, exactly as a migration would.
  await postgres.query(`create or replace function public.base_probe_sleep(seconds float8) returns text
    language sql as $$ select pg_sleep(seconds)::text $$`);
});

type Privileges = { role: string; select: boolean; insert: boolean; update: boolean; delete: boolean; sequence: boolean };

async function privileges(): Promise<Privileges[]> {
  const { rows } = await superuser.query<Privileges>(
    `select r as role,
            has_table_privilege(r, 'public.base_probe', 'select') as select,
            has_table_privilege(r, 'public.base_probe', 'insert') as insert,
            has_table_privilege(r, 'public.base_probe', 'update') as update,
            has_table_privilege(r, 'public.base_probe', 'delete') as delete,
            has_sequence_privilege(r, 'public.base_probe_id_seq', 'usage') as sequence
       from unnest(array['anon', 'authenticated', 'service_role']) as r`,
  );
  return rows;
}

describe('no default Data API privileges in public', () => {
  it('gives anon, authenticated and service_role nothing on a table postgres creates, until it is granted', async () => {
    await withSchemaReload(postgres, `create table public.base_probe (id serial primary key, label text);
      insert into public.base_probe (label) values ('first');`);
    const none = { select: false, insert: false, update: false, delete: false, sequence: false };
    expect(await privileges()).toEqual([
      { role: 'anon', ...none },
      { role: 'authenticated', ...none },
      { role: 'service_role', ...none },
    ]);
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      const { status, body } = await readProbe(role);
      expect(body, role).toMatchObject({ code: '42501', message: 'permission denied for table base_probe' });
      expect(status, role).toBe(role === 'anon' ? 401 : 403);
    }

    await withSchemaReload(postgres, 'grant select on table public.base_probe to anon, authenticated');
    expect((await privileges()).map((row) => [row.role, row.select, row.insert])).toEqual([
      ['anon', true, false],
      ['authenticated', true, false],
      ['service_role', false, false],
    ]);
    for (const role of ['anon', 'authenticated'] as const) {
      expect(await readProbe(role), role).toEqual({ status: 200, body: [{ label: 'first' }] });
    }
    expect((await readProbe('service_role')).status).toBe(403);
    const refused = await anonClient().from('base_probe').insert({ label: 'second' });
    expect(refused.error).toMatchObject({ code: '42501' });
  });

  it('leaves EXECUTE on a new function to PUBLIC only, as PostgreSQL does', async () => {
    const { rows } = await superuser.query<{ acl: string[] }>(
      `select coalesce(proacl, acldefault('f', proowner))::text[] as acl from pg_proc where proname = 'base_probe_sleep'`,
    );
    // postgres owns it, PUBLIC (the empty grantee) may execute it, no API role has a grant of its own.
    expect(rows[0]!.acl.map((entry) => entry.split('=')[0]).sort()).toEqual(['', 'postgres']);
  });
});

describe('the postgres role migrations run as', () => {
  it('is no superuser, bypasses RLS, may create roles and databases, and inherits', async () => {
    const { rows } = await superuser.query(
      `select rolname, rolsuper, rolbypassrls, rolcreaterole, rolcreatedb, rolinherit from pg_roles
        where rolname in ('postgres', 'anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolsuper: false, rolbypassrls: false, rolcreaterole: false, rolcreatedb: false, rolinherit: true },
      { rolname: 'authenticated', rolsuper: false, rolbypassrls: false, rolcreaterole: false, rolcreatedb: false, rolinherit: true },
      { rolname: 'postgres', rolsuper: false, rolbypassrls: true, rolcreaterole: true, rolcreatedb: true, rolinherit: true },
      { rolname: 'service_role', rolsuper: false, rolbypassrls: true, rolcreaterole: false, rolcreatedb: false, rolinherit: true },
    ]);
    const { rows: migrated } = await superuser.query(`select tableowner from pg_tables where schemaname = 'public' and tablename = 'polls'`);
    expect(migrated).toEqual([{ tableowner: 'postgres' }]);
  });

  it('cannot create objects in auth or realtime', async () => {
    for (const sql of [
      'create table auth.probe (id int)',
      `create function auth.probe() returns int language sql as 'select 1'`,
      'create table realtime.probe (id int)',
      `create or replace function realtime.topic() returns text language sql as 'select null::text'`,
      'alter table auth.users add column probe int',
      'drop table auth.sessions',
    ]) {
      await expect(postgres.query(sql), sql).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('may add triggers on auth.users, foreign keys to it and policies on realtime.messages', async () => {
    const client = await postgres.connect();
    try {
      await client.query('begin');
      await client.query(`create function public.base_probe_trigger() returns trigger language plpgsql as 'begin return new; end'`);
      await client.query('create trigger base_probe after insert on auth.users for each row execute function public.base_probe_trigger()');
      await client.query('create table public.base_probe_owner (user_id uuid references auth.users (id))');
      await client.query(`create policy base_probe on realtime.messages for select to authenticated using (false)`);
      const { rows } = await client.query('select count(*)::int as users from auth.users');
      expect(rows[0].users).toBeGreaterThanOrEqual(0);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});

describe('auth tables and role settings', () => {
  it('has RLS on every auth table, so a grant alone shows an API role no row', async () => {
    const { rows } = await superuser.query<{ relname: string; relrowsecurity: boolean; owner: string }>(
      `select c.relname, c.relrowsecurity, pg_get_userbyid(c.relowner) as owner from pg_class c
        where c.relnamespace = 'auth'::regnamespace and c.relkind = 'r' order by c.relname`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) expect(row, row.relname).toMatchObject({ relrowsecurity: true, owner: 'supabase_auth_admin' });
  });

  it('sets statement and lock timeouts on the API roles as hosted does', async () => {
    const { rows } = await superuser.query<{ rolname: string; settings: string[] }>(
      `select r.rolname, s.setconfig as settings from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
        where r.rolname in ('anon', 'authenticated', 'authenticator') and s.setdatabase = 0 order by r.rolname`,
    );
    expect(rows.map((row) => [row.rolname, [...row.settings].sort()])).toEqual([
      ['anon', ['statement_timeout=3s']],
      ['authenticated', ['statement_timeout=8s']],
      ['authenticator', ['lock_timeout=8s', 'statement_timeout=8s']],
    ]);
  });

  it('applies the anon timeout to requests: a 5 s statement is cancelled', async () => {
    await withSchemaReload(superuser, 'grant execute on function public.base_probe_sleep(float8) to anon');
    // Only a statement timeout below 5 s (anon's 3 s; authenticator's own is 8 s) cancels this call.
    const { error } = await anonClient().rpc('base_probe_sleep', { seconds: 5 });
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
  });
});
