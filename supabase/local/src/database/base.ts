import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const baseDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'base');

/** The local password of every login role the base creates (the Supabase CLI's local one). */
const LOCAL_ROLE_PASSWORD = 'postgres';

/** The same server and database as `databaseUrl`, logged in as another role. */
export function urlForRole(databaseUrl: string, role: string, password = LOCAL_ROLE_PASSWORD): string {
  const url = new URL(databaseUrl);
  url.username = role;
  url.password = password;
  return url.toString();
}

/**
 * Applies the base that hosted Supabase provides (roles, auth and realtime schemas) in file order, as
 * the superuser of `databaseUrl`. Every file is idempotent, so this runs at each start and a newer stack
 * upgrades an older data folder.
 */
export async function applyBaseSchema(databaseUrl: string): Promise<void> {
  const files = fs.readdirSync(baseDir).filter((f) => f.endsWith('.sql')).sort();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await assertCanRecreateHostedRoles(client);
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

/**
 * The base needs a superuser, and `postgres` must not be the cluster's bootstrap superuser (the role
 * initdb made): PostgreSQL refuses to take SUPERUSER from that one, and hosted's postgres has none.
 */
async function assertCanRecreateHostedRoles(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ me: string; superuser: boolean; bootstrap: string }>(
    `select current_user as me, (select rolsuper from pg_roles where rolname = current_user) as superuser,
            (select rolname from pg_roles where oid = 10) as bootstrap`,
  );
  const { me, superuser, bootstrap } = rows[0]!;
  if (!superuser) {
    throw new Error(`The database URL logs in as ${me}, which is not a superuser; the local Supabase base needs one (as hosted's supabase_admin).`);
  }
  if (bootstrap === 'postgres') {
    throw new Error(
      'This PostgreSQL cluster was created with postgres as its superuser. Hosted Supabase\'s postgres is not a ' +
        'superuser, and PostgreSQL cannot demote the superuser a cluster was created with. Create the cluster ' +
        'with another superuser (initdb -U supabase_admin, or POSTGRES_USER=supabase_admin for the postgres ' +
        'Docker image) and point DATABASE_URL at that role.',
    );
  }
}
