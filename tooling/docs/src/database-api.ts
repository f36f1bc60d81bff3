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
  return { functions, execute, tablePrivileges, columns };
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
