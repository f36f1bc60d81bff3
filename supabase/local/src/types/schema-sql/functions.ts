import fs from 'node:fs';
import path from 'node:path';
import { supabaseDir } from '../../config/config.js';
import { aclRows, grantStatements, type AclEntry } from './acl.js';
import { OUR_SCHEMAS, ownerLine, type Queryable } from './scope.js';

/** One current definition per function, with who may execute it. */
export async function functions(db: Queryable): Promise<string[]> {
  const definedIn = lastDefinitions();
  const { rows } = await db.query<{ oid: number; name: string; signature: string; owner: string; def: string; comment: string | null }>(
    `select p.oid, format('%I.%I', n.nspname, p.proname) as name, format('%s(%s)', p.oid::regproc, pg_get_function_identity_arguments(p.oid)) as signature,
            pg_get_userbyid(p.proowner) as owner, rtrim(pg_get_functiondef(p.oid), E'\\n') || ';' as def,
            obj_description(p.oid, 'pg_proc') as comment
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where ${OUR_SCHEMAS}
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by n.nspname <> 'public', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) collate "C"`,
  );
  const sections: string[] = [];
  for (const fn of rows) {
    const { rows: acl } = await db.query<AclEntry>(
      `select acl.* from pg_proc p, lateral (${aclRows('p.proacl', 'f', 'p.proowner')}) acl where p.oid = $1`,
      [fn.oid],
    );
    const origin = definedIn.get(fn.name);
    const lines = [
      ...(origin ? [`-- ${fn.signature}: last defined in supabase/migrations/${origin}`] : []),
      fn.def,
      ...grantStatements('FUNCTION', fn.signature, fn.owner, acl, true),
    ];
    if (fn.comment !== null) lines.push(`COMMENT ON FUNCTION ${fn.signature} IS '${fn.comment.replaceAll("'", "''")}';`);
    sections.push(ownerLine('FUNCTION', fn.signature, fn.owner, lines.join('\n')));
  }
  return sections;
}

/**
 * The migration file that last created or replaced each function (by schema-qualified name), so a
 * reader can go from the current body to the migration that wrote it.
 */
function lastDefinitions(): Map<string, string> {
  const directory = path.join(supabaseDir, 'migrations');
  const definedIn = new Map<string, string>();
  for (const file of fs.readdirSync(directory).filter((f) => f.endsWith('.sql')).sort()) {
    const sql = fs.readFileSync(path.join(directory, file), 'utf8');
    for (const match of sql.matchAll(/create\s+(?:or\s+replace\s+)?function\s+([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)\s*\(/gi)) {
      definedIn.set(`${match[1]!.toLowerCase()}.${match[2]!.toLowerCase()}`, file);
    }
  }
  return definedIn;
}
