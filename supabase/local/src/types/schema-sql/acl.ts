/**
 * Grants as statements: an object's ACL (or its default when never granted) written as the `grant` and
 * `revoke` statements that produce it from a fresh object, grantee by grantee, in a fixed order.
 */

export interface AclEntry {
  grantee: string; // 'public' for PUBLIC
  privilege: string; // EXECUTE, SELECT, …
  grantable: boolean;
}

/** The order pg_dump and the docs use, so one ACL always reads the same. */
const PRIVILEGE_ORDER = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', 'USAGE', 'CREATE', 'EXECUTE', 'MAINTAIN'];

function byPrivilege(a: string, b: string): number {
  return PRIVILEGE_ORDER.indexOf(a) - PRIVILEGE_ORDER.indexOf(b);
}

function quoteRole(role: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(role) ? role : `"${role.replaceAll('"', '""')}"`;
}

/**
 * `GRANT … ON <kind> <target> TO <roles>;` for every grantee but the owner; grantees holding the same
 * privileges share one line. `publicByDefault` (functions) adds `REVOKE … FROM PUBLIC` when PUBLIC's
 * default EXECUTE was taken back, because that is what a migration must say.
 */
export function grantStatements(kind: string, target: string, owner: string, entries: AclEntry[], publicByDefault = false): string[] {
  const lines: string[] = [];
  if (publicByDefault && !entries.some((e) => e.grantee === 'public' && e.privilege === 'EXECUTE')) {
    lines.push(`REVOKE EXECUTE ON ${kind} ${target} FROM PUBLIC;`);
  }
  const grantees = new Map<string, string[]>(); // "privileges|grant option" → grantees
  for (const grantee of [...new Set(entries.map((e) => e.grantee))].filter((g) => g !== owner).sort(byGrantee)) {
    for (const grantable of [false, true]) {
      const privileges = entries
        .filter((e) => e.grantee === grantee && e.grantable === grantable)
        .map((e) => e.privilege)
        .sort(byPrivilege);
      if (privileges.length === 0) continue;
      const key = `${privileges.join(', ')}|${grantable}`;
      grantees.set(key, [...(grantees.get(key) ?? []), grantee === 'public' ? 'PUBLIC' : quoteRole(grantee)]);
    }
  }
  for (const [key, roles] of grantees) {
    const [privileges, grantable] = key.split('|');
    lines.push(`GRANT ${privileges} ON ${kind} ${target} TO ${roles.join(', ')}${grantable === 'true' ? ' WITH GRANT OPTION' : ''};`);
  }
  return lines;
}

/** PUBLIC first, then roles by name. */
function byGrantee(a: string, b: string): number {
  if (a === 'public') return -1;
  if (b === 'public') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * SQL that expands an ACL column (or the type's default when it is null) into rows of grantee,
 * privilege and grant option, for `select … from <table>, lateral (<this>) acl`.
 */
export function aclRows(aclColumn: string, defaultKind: string, ownerColumn: string): string {
  return `select case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end as grantee,
                 a.privilege_type as privilege, a.is_grantable as grantable
            from aclexplode(coalesce(${aclColumn}, acldefault('${defaultKind}', ${ownerColumn}))) a`;
}
