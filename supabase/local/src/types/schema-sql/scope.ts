/** What belongs to the migrations, and the connection the generator reads it through. */

/**
 * One connection (a pg Client, or a pool's client): the generator sets its search_path for the run, and
 * a test may hand it a connection inside a transaction that is rolled back afterwards.
 */
export interface Queryable {
  query<R extends object>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/** The role the migrations run as, on hosted and here: what it owns, they created. */
export const MIGRATION_ROLE = 'postgres';

/** The schemas the migrations own: public and every schema they created (not the CLI's own history). */
export const OUR_SCHEMAS = `(n.nspname = 'public' or (n.nspowner = '${MIGRATION_ROLE}'::regrole and n.nspname <> 'supabase_migrations'))`;

/** Everything is owned by the migration role; anything else says so. */
export function ownerLine(kind: string, name: string, owner: string, section: string): string {
  return owner === MIGRATION_ROLE ? section : `${section}\nALTER ${kind} ${name} OWNER TO ${owner};`;
}
