import path from 'node:path';
import { supabaseDir } from '../../config/config.js';
import { databaseTypesPath } from '../database-types.js';
import { aclRows, grantStatements, type AclEntry } from './acl.js';
import { functions } from './functions.js';
import { MIGRATION_ROLE, OUR_SCHEMAS, ownerLine, type Queryable } from './scope.js';
import { policies, tableSection, triggers } from './tables.js';

/** Where the current schema is checked in: what `supabase/migrations` builds, readable in one file. */
export const schemaSqlPath = path.join(supabaseDir, 'schema.sql');

const HEADER = `-- The current schema: what supabase/migrations builds, generated from the migrated database.
-- Do not edit: write a migration, then run \`pnpm --filter @runoff/supabase gen:types\` (with \`pnpm backend\`
-- running), which regenerates this file and ${path.relative(path.dirname(supabaseDir), databaseTypesPath)}.
-- supabase/tests/schema.test.ts fails while this file is stale. Everything below is owned by ${MIGRATION_ROLE}
-- unless an \`OWNER TO\` line says otherwise; a function's \`REVOKE … FROM PUBLIC\` means PUBLIC's default
-- EXECUTE was taken back. A reference to read, not a script to run: it is grouped for a reader, not
-- ordered by dependency (the migrations build the database).`;

/**
 * The schema as pg_dump --schema-only would give it, grouped for a reader: schemas, types, then each
 * table with its constraints, indexes, policies, triggers and grants, then one current definition per
 * function with who may execute it, then what the migrations add to Supabase's own tables. Ordered by
 * name throughout (text `collate "C"`, whatever locale a cluster was made with), so the same database
 * always gives the same text.
 */
export async function generateSchemaSql(db: Queryable): Promise<string> {
  // An empty search_path makes the catalog's deparsers qualify every name (public.polls, not polls).
  const { rows: saved } = await db.query<{ path: string }>("select current_setting('search_path') as path");
  await db.query("select set_config('search_path', '', false)");
  try {
    return await generate(db);
  } finally {
    await db.query("select set_config('search_path', $1, false)", [saved[0]?.path]);
  }
}

async function generate(db: Queryable): Promise<string> {
  await refuseWhatCannotBeWritten(db);
  const parts: [heading: string, sections: string[]][] = [
    ['Schemas, types and sequences', [await schemas(db), await types(db), await sequences(db)]],
    ['Tables: columns, constraints, indexes, row level security, policies, triggers, grants', await tables(db)],
    ['Views', [await views(db)]],
    ['Functions: the current definition of each, and who may execute it', await functions(db)],
    ["Triggers and policies on Supabase's own tables", [await onSupabaseTables(db)]],
    ['Publications', [await publications(db)]],
  ];
  const text = [HEADER];
  for (const [heading, sections] of parts) {
    const nonEmpty = sections.filter((s) => s.trim() !== '');
    if (nonEmpty.length) text.push(`-- ${'='.repeat(100)}\n-- ${heading}\n-- ${'='.repeat(100)}`, ...nonEmpty);
  }
  return `${text.join('\n\n')}\n`;
}

/** Object kinds this generator does not write would be left out silently: refuse them instead. */
async function refuseWhatCannotBeWritten(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ what: string }>(
    `select format('%s %s.%s', o.kind, n.nspname, o.name) as what from (
        select relnamespace as ns, relname as name, 'relation of kind ' || relkind::text as kind from pg_class
         where relkind not in ('r', 'i', 'S', 'v', 'c')
        union all
        select pronamespace, proname, 'aggregate or window function' from pg_proc where prokind in ('a', 'w')
        union all
        select typnamespace, typname, 'range type' from pg_type where typtype = 'r'
        union all
        select extnamespace, extname, 'extension' from pg_extension
      ) o join pg_namespace n on n.oid = o.ns
      where ${OUR_SCHEMAS}
      order by format('%s %s.%s', o.kind, n.nspname, o.name) collate "C"`,
  );
  if (rows.length > 0) {
    throw new Error(
      `supabase/local/src/types/schema-sql cannot write these yet, so schema.sql would leave them out: ${rows.map((r) => r.what).join(', ')}. ` +
        'Teach it (supabase/local/src/types/schema-sql/) to write them.',
    );
  }
}

async function schemas(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ oid: number; name: string; owner: string }>(
    `select n.oid, quote_ident(n.nspname) as name, pg_get_userbyid(n.nspowner) as owner
       from pg_namespace n where ${OUR_SCHEMAS} and n.nspname <> 'public' order by n.nspname`,
  );
  const lines: string[] = [];
  for (const schema of rows) {
    lines.push(`CREATE SCHEMA ${schema.name};`);
    const { rows: acl } = await db.query<AclEntry>(
      `select acl.* from pg_namespace n, lateral (${aclRows('n.nspacl', 'n', 'n.nspowner')}) acl where n.oid = $1`,
      [schema.oid],
    );
    lines.push(...grantStatements('SCHEMA', schema.name, schema.owner, acl));
  }
  return lines.join('\n');
}

async function types(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ def: string }>(
    `select case t.typtype
              when 'e' then format('CREATE TYPE %s AS ENUM (%s);', t.oid::regtype,
                                   (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder)
                                      from pg_enum e where e.enumtypid = t.oid))
              when 'd' then format('CREATE DOMAIN %s AS %s%s%s;', t.oid::regtype, format_type(t.typbasetype, t.typtypmod),
                                   case when t.typnotnull then ' NOT NULL' else '' end,
                                   coalesce((select string_agg(format(E'\\n  CONSTRAINT %I %s', c.conname, pg_get_constraintdef(c.oid, true)), '' order by c.conname)
                                               from pg_constraint c where c.contypid = t.oid), ''))
              else format('CREATE TYPE %s AS (%s);', t.oid::regtype,
                          (select string_agg(format('%I %s', a.attname, format_type(a.atttypid, a.atttypmod)), ', ' order by a.attnum)
                             from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped))
            end as def
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where ${OUR_SCHEMAS}
        and (t.typtype in ('e', 'd') or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c'))
      order by t.oid::regtype::text collate "C"`,
  );
  return rows.map((r) => r.def).join('\n');
}

/** Sequences of their own (an identity column's sequence comes with its column). */
async function sequences(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ oid: number; name: string; owner: string; def: string; ownedBy: string | null }>(
    `select c.oid, c.oid::regclass::text as name, pg_get_userbyid(c.relowner) as owner,
            format('CREATE SEQUENCE %s AS %s INCREMENT BY %s MINVALUE %s MAXVALUE %s START WITH %s CACHE %s%s;', c.oid::regclass,
                   format_type(s.seqtypid, null), s.seqincrement, s.seqmin, s.seqmax, s.seqstart, s.seqcache,
                   case when s.seqcycle then ' CYCLE' else '' end) as def,
            (select format('%s.%I', d.refobjid::regclass, a.attname) from pg_depend d
               join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
              where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'a') as "ownedBy"
       from pg_class c join pg_sequence s on s.seqrelid = c.oid join pg_namespace n on n.oid = c.relnamespace
      where ${OUR_SCHEMAS} and c.relkind = 'S'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'i')
      order by n.nspname <> 'public', n.nspname, c.relname`,
  );
  const sections: string[] = [];
  for (const sequence of rows) {
    const { rows: acl } = await db.query<AclEntry>(
      `select acl.* from pg_class c, lateral (${aclRows('c.relacl', 's', 'c.relowner')}) acl where c.oid = $1`,
      [sequence.oid],
    );
    const lines = [sequence.def, ...grantStatements('SEQUENCE', sequence.name, sequence.owner, acl)];
    if (sequence.ownedBy) lines.push(`ALTER SEQUENCE ${sequence.name} OWNED BY ${sequence.ownedBy};`);
    sections.push(ownerLine('SEQUENCE', sequence.name, sequence.owner, lines.join('\n')));
  }
  return sections.join('\n');
}

async function tables(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ oid: number; name: string; owner: string }>(
    `select c.oid, c.oid::regclass::text as name, pg_get_userbyid(c.relowner) as owner
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${OUR_SCHEMAS} and c.relkind = 'r'
      order by n.nspname <> 'public', n.nspname, c.relname`,
  );
  const sections: string[] = [];
  // One query at a time: a single connection (and the sample-change test's transaction) serves them all.
  for (const table of rows) sections.push(ownerLine('TABLE', table.name, table.owner, await tableSection(db, table)));
  return sections;
}

async function views(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ def: string }>(
    `select format(E'CREATE VIEW %s AS\\n%s', c.oid::regclass, pg_get_viewdef(c.oid, true)) as def
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${OUR_SCHEMAS} and c.relkind = 'v'
      order by n.nspname <> 'public', n.nspname, c.relname`,
  );
  return rows.map((r) => r.def).join('\n\n');
}

/** What the migrations add to tables they do not own (auth.users, realtime.messages). */
async function onSupabaseTables(db: Queryable): Promise<string> {
  const theirs = `c.relnamespace not in (select n.oid from pg_namespace n where ${OUR_SCHEMAS})`;
  const lines = [
    ...(await triggers(
      db,
      `exists (select 1 from pg_class c where c.oid = t.tgrelid and ${theirs})
       and t.tgfoid in (select p.oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${OUR_SCHEMAS})`,
    )),
    ...(await policies(db, theirs)),
  ];
  return lines.join('\n');
}

async function publications(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ def: string }>(
    `select format('ALTER PUBLICATION %I ADD TABLE %s;', p.pubname, r.prrelid::regclass) as def
       from pg_publication_rel r join pg_publication p on p.oid = r.prpubid
       join pg_class c on c.oid = r.prrelid join pg_namespace n on n.oid = c.relnamespace
      where ${OUR_SCHEMAS}
      order by p.pubname, r.prrelid::regclass::text collate "C"`,
  );
  return rows.map((r) => r.def).join('\n');
}

export type { Queryable } from './scope.js';
export { driftMessage } from './drift.js';
