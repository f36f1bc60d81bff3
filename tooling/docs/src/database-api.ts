import { codeSpans, section, tableStartingWith, type Table } from './markdown.js';

export const DATABASE_API = 'docs/database-api.md';

/** What supabase/schema.sql (generated from the migrated database, checked by supabase/tests/schema.test.ts) says. */
export interface Schema {
  /** Functions in public, the API PostgREST serves. */
  functions: string[];
  /** Who may execute each public function ('PUBLIC' when nobody revoked the default). */
  execute: Map<string, Set<string>>;
  /** Table privileges per table in public and role, lower case ('select'). */
  tablePrivileges: Map<string, Map<string, Set<string>>>;
  /** The columns of each table in public, in order. */
  columns: Map<string, string[]>;
  /** Each failure id a function raises (`hint = '…'`) or computes (`'id', '…'` in private.*_failure). */
  errorIds: Map<string, ErrorId>;
}

interface ErrorId {
  /** The codes of the raises that name the id literally; empty when it is only computed. */
  errcodes: Set<string>;
  /** The functions in public that raise it themselves (not through a helper). */
  raisedBy: Set<string>;
}

const FAILURE_ID = String.raw`[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+`;

/** The failure ids in schema.sql's function definitions, with their codes and the public functions raising them. */
function readErrorIds(schemaSql: string): Map<string, ErrorId> {
  const ids = new Map<string, ErrorId>();
  const entry = (id: string) => ids.get(id) ?? ids.set(id, { errcodes: new Set(), raisedBy: new Set() }).get(id)!;
  // One piece per function, from its header to the next: a body ends before the next header at the latest.
  for (const piece of schemaSql.split(/^(?=CREATE OR REPLACE FUNCTION )/m).slice(1)) {
    const fn = piece.match(/^CREATE OR REPLACE FUNCTION (\w+)\.(\w+)\([\s\S]*?(?:^\$function\$;$|$(?![\s\S]))/m);
    if (!fn) continue;
    for (const raise of fn[0].matchAll(/\braise exception using\b([^;]*);/g)) {
      const id = raise[1]!.match(new RegExp(`\\bhint = '(${FAILURE_ID})'`))?.[1];
      if (!id) continue;
      const code = raise[1]!.match(/\berrcode = '(\w+)'/)?.[1];
      if (code) entry(id).errcodes.add(code);
      if (fn[1] === 'public') entry(id).raisedBy.add(fn[2]!);
    }
    for (const computed of fn[0].matchAll(new RegExp(`'id', '(${FAILURE_ID})'`, 'g'))) entry(computed[1]!);
  }
  return ids;
}

export function readSchema(schemaSql: string): Schema {
  const functions = [...schemaSql.matchAll(/^CREATE OR REPLACE FUNCTION public\.(\w+)\(/gm)].map((m) => m[1]!);
  const execute = new Map(functions.map((name) => [name, new Set<string>()]));
  for (const name of functions) {
    if (!new RegExp(`^REVOKE EXECUTE ON FUNCTION public\\.${name}\\(.*FROM PUBLIC;$`, 'm').test(schemaSql)) execute.get(name)!.add('PUBLIC');
  }
  for (const m of schemaSql.matchAll(/^GRANT EXECUTE ON FUNCTION public\.(\w+)\(.*\) TO (.+?)(?: WITH GRANT OPTION)?;$/gm)) {
    for (const role of m[2]!.split(', ')) execute.get(m[1]!)?.add(role);
  }
  const tablePrivileges = new Map<string, Map<string, Set<string>>>();
  for (const m of schemaSql.matchAll(/^CREATE TABLE public\.(\w+) \(/gm)) tablePrivileges.set(m[1]!, new Map());
  for (const m of schemaSql.matchAll(/^GRANT (.+?) ON TABLE public\.(\w+) TO (.+?)(?: WITH GRANT OPTION)?;$/gm)) {
    const byRole = tablePrivileges.get(m[2]!);
    for (const role of m[3]!.split(', ')) {
      const held = byRole?.get(role) ?? new Set<string>();
      for (const privilege of m[1]!.toLowerCase().split(', ')) held.add(privilege);
      byRole?.set(role, held);
    }
  }
  const columns = new Map<string, string[]>();
  for (const m of schemaSql.matchAll(/^CREATE TABLE public\.(\w+) \(\n([\s\S]*?)\n\);/gm)) {
    const names = [...m[2]!.matchAll(/^ {2}(?!CONSTRAINT )"?(\w+)"? /gm)].map((column) => column[1]!);
    columns.set(m[1]!, names);
  }
  return { functions, execute, tablePrivileges, columns, errorIds: readErrorIds(schemaSql) };
}

export interface DatabaseFacts {
  schema: Schema;
  /** File names in supabase/migrations. */
  migrations: string[];
}

/** Problems with docs/database-api.md, each saying what to update; [] when it matches the database. */
export function checkDatabaseApi(doc: string, facts: DatabaseFacts): string[] {
  return [
    ...checkMigrations(doc, facts.migrations),
    ...checkFunctions(doc, facts.schema),
    ...checkGrants(doc, facts.schema),
    ...checkColumns(doc, facts.schema),
    ...checkErrorIds(doc, facts.schema),
  ];
}

/** `| migration | …`: one row per migration file; a row may shorten the name from the left (`…071000_poll_tables`). */
function checkMigrations(doc: string, files: string[]): string[] {
  const table = tableStartingWith(doc, DATABASE_API, 'migration');
  if (typeof table === 'string') return [table];
  const where = `${DATABASE_API}'s migrations table (line ${table.line})`;
  const rows = table.rows.map((cells) => (codeSpans(cells[0] ?? '')[0] ?? '').replace(/^…/, ''));
  const names = files.map((file) => file.replace(/\.sql$/, ''));
  const problems: string[] = [];
  for (const name of names) {
    if (!rows.some((row) => row !== '' && name.endsWith(row))) problems.push(`${where} has no row for \`${name}\`: add one saying what it holds`);
  }
  for (const row of rows) {
    const matches = names.filter((name) => row !== '' && name.endsWith(row));
    if (matches.length !== 1) problems.push(`${where} has a row \`${row}\` that names ${matches.length} migrations: write enough of the file name to name one`);
  }
  return problems;
}

/** Under `## Functions`, a `###` heading names each public function in code: ### `name(args) → result`. */
function checkFunctions(doc: string, schema: Schema): string[] {
  const headings = section(doc, '## Functions')
    .split('\n')
    .filter((line) => line.startsWith('### '));
  const documented = new Set(headings.flatMap((line) => codeSpans(line).map((span) => span.match(/^(\w+)\(/)?.[1]).filter((name) => name !== undefined)));
  const problems: string[] = [];
  for (const name of schema.functions) {
    if (!documented.has(name)) problems.push(`${DATABASE_API} "## Functions" has no \`### \\\`${name}(…) → …\\\`\` heading: describe the function there`);
  }
  for (const name of documented) {
    if (!schema.functions.includes(name)) problems.push(`${DATABASE_API} "## Functions" describes \`${name}\`, which the database does not have (supabase/schema.sql): remove or rename it`);
  }
  return problems;
}

/** The grants tables: `| function | \`anon\` | …` (✓ = may execute) and `| table | \`anon\` | …` (privileges). */
function checkGrants(doc: string, schema: Schema): string[] {
  const problems: string[] = [];
  const functions = tableStartingWith(doc, DATABASE_API, 'function');
  if (typeof functions === 'string') problems.push(functions);
  else {
    problems.push(
      ...compareGrants(functions, 'function', schema.functions, (name, role) => {
        const roles = schema.execute.get(name) ?? new Set();
        return roles.has('PUBLIC') || roles.has(role) ? ['✓'] : [];
      }),
    );
  }
  const tables = tableStartingWith(doc, DATABASE_API, 'table', '`');
  if (typeof tables === 'string') problems.push(tables);
  else {
    problems.push(
      ...compareGrants(tables, 'table', [...schema.tablePrivileges.keys()], (name, role) => [...(schema.tablePrivileges.get(name)?.get(role) ?? [])]),
    );
  }
  return problems;
}

function compareGrants(table: Table, kind: string, names: string[], actual: (name: string, role: string) => string[]): string[] {
  const where = `${DATABASE_API}'s ${kind} grants table (line ${table.line})`;
  const roles = table.header.slice(1).map((cell) => codeSpans(cell)[0] ?? cell);
  const rows = new Map(table.rows.map((cells) => [codeSpans(cells[0] ?? '')[0] ?? '', cells.slice(1)]));
  const problems: string[] = [];
  for (const name of names) {
    const cells = rows.get(name);
    if (!cells) {
      problems.push(`${where} has no row for \`${name}\`: add one (supabase/schema.sql has its grants)`);
      continue;
    }
    roles.forEach((role, index) => {
      const written = (cells[index] ?? '').split(',').map((p) => p.trim()).filter(Boolean).sort();
      const granted = actual(name, role).sort();
      if (written.join(', ') !== granted.join(', ')) {
        problems.push(`${where} says \`${role}\` holds "${written.join(', ')}" on \`${name}\`; the database grants "${granted.join(', ')}": update the row`);
      }
    });
  }
  for (const name of rows.keys()) if (!names.includes(name)) problems.push(`${where} lists \`${name}\`, which is not a ${kind} in public: remove the row`);
  return problems;
}

/** `| table | columns | …`: every table in public with its columns, written before any `;` (what follows is a note). */
function checkColumns(doc: string, schema: Schema): string[] {
  const table = tableStartingWith(doc, DATABASE_API, 'table', 'columns');
  if (typeof table === 'string') return [table];
  const where = `${DATABASE_API}'s tables (line ${table.line})`;
  const rows = new Map(
    table.rows.map((cells) => [
      codeSpans(cells[0] ?? '')[0] ?? '',
      (cells[1] ?? '').split(';')[0]!.split(',').map((piece) => piece.trim().match(/^`?(\w+)/)?.[1] ?? piece.trim()),
    ]),
  );
  const problems: string[] = [];
  for (const [name, columns] of schema.columns) {
    const written = rows.get(name);
    if (!written) problems.push(`${where} have no row for \`${name}\`: add its columns and who reads it`);
    else if (written.join(', ') !== columns.join(', ')) {
      problems.push(`${where} give \`${name}\` the columns ${written.join(', ')}; the database has ${columns.join(', ')}: update the row`);
    }
  }
  for (const name of rows.keys()) if (!schema.columns.has(name)) problems.push(`${where} list \`${name}\`, which is not a table in public: remove the row`);
  return problems;
}

/**
 * `| id | errcode | message | values | raised by |`: one row per failure id the functions raise, with the code
 * its raises give and, in code, every public function that raises it itself. Messages and values are read
 * by people, not checked here: supabase/tests/error-ids.test.ts holds the raises themselves.
 */
function checkErrorIds(doc: string, schema: Schema): string[] {
  const table = tableStartingWith(doc, DATABASE_API, 'id', 'errcode');
  if (typeof table === 'string') return [table];
  const where = `${DATABASE_API}'s error ids (line ${table.line})`;
  const rows = new Map(table.rows.map((cells) => [codeSpans(cells[0] ?? '')[0] ?? '', cells]));
  const problems: string[] = [];
  for (const [id, { errcodes, raisedBy }] of schema.errorIds) {
    const cells = rows.get(id);
    if (!cells) {
      problems.push(`${where} have no row for \`${id}\`, which supabase/schema.sql raises: add its code, message, values and functions`);
      continue;
    }
    const written = codeSpans(cells[1] ?? '')[0] ?? '';
    if (errcodes.size > 0 && [...errcodes].join(', ') !== written) {
      problems.push(`${where} give \`${id}\` the code ${written || 'none'}; the database raises it with ${[...errcodes].join(', ')}: update the row`);
    }
    const listed = new Set(codeSpans(cells[4] ?? ''));
    for (const fn of raisedBy) {
      if (!listed.has(fn)) problems.push(`${where} do not list \`${fn}\` for \`${id}\`, which it raises: add it to the row`);
    }
  }
  for (const id of rows.keys()) if (!schema.errorIds.has(id)) problems.push(`${where} list \`${id}\`, which no function raises: remove the row`);
  return problems;
}
