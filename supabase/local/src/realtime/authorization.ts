import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Claims } from './token.js';

/**
 * Private channel authorization as Realtime.Tenants.Authorization evaluates it: RLS policies on
 * realtime.messages, run in a transaction as the token's role with the claims and `realtime.topic`
 * set, then rolled back. Read = the role can SELECT probe rows of the extension; write = it can INSERT
 * one. Evaluated on join, on token refresh and lazily on first send/track, never per message.
 */
export type Extension = 'broadcast' | 'presence';

export interface Permission {
  /** null: not evaluated yet. */
  read: boolean | null;
  write: boolean | null;
}
export interface Policies {
  broadcast: Permission;
  presence: Permission;
}

export function emptyPolicies(): Policies {
  return { broadcast: { read: null, write: null }, presence: { read: null, write: null } };
}

export interface AuthorizationContext {
  topic: string;
  claims: Claims;
  /** The `x-*` headers of the WebSocket upgrade, exposed as request.headers like hosted. */
  headers: Record<string, string>;
}

/** A policy could not be evaluated (it raised, or the role does not exist): hosted treats it as denied. */
export class PolicyError extends Error {}

const INSUFFICIENT_PRIVILEGE = '42501';

async function setConnConfig(client: pg.PoolClient, ctx: AuthorizationContext): Promise<void> {
  const role = String(ctx.claims.role);
  const sub = ctx.claims.sub === undefined || ctx.claims.sub === null ? '' : String(ctx.claims.sub);
  await client.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $5, true), set_config('request.headers', $6, true)`,
    [role, ctx.topic, JSON.stringify(ctx.claims), sub, role, JSON.stringify(ctx.headers)],
  );
}

async function inRolledBackTransaction<T>(db: pg.Pool, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  let broken = false;
  try {
    // A policy that never finishes must not hold a join forever.
    await client.query(`begin; set local statement_timeout = '5s'`);
    return await run(client);
  } catch (error) {
    const pgError = error as { code?: string; message?: string };
    if (pgError.code) throw new PolicyError(pgError.message ?? 'policy evaluation failed');
    broken = true;
    throw error;
  } finally {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    client.release(broken);
  }
}

/** Evaluates read (SELECT) permission for the given extensions; others keep their value. */
export async function authorizeRead(
  db: pg.Pool,
  ctx: AuthorizationContext,
  policies: Policies,
  extensions: Extension[],
): Promise<Policies> {
  const probes = extensions.map((extension) => ({ extension, id: randomUUID() }));
  const visible = await inRolledBackTransaction(db, async (client) => {
    // The probe rows are inserted before the role switch (as the service), then looked for as the user.
    await client.query(
      'insert into realtime.messages (id, topic, extension) select unnest($1::uuid[]), $2, unnest($3::text[])',
      [probes.map((p) => p.id), ctx.topic, probes.map((p) => p.extension)],
    );
    await setConnConfig(client, ctx);
    const result = await client.query<{ id: string }>('select id from realtime.messages where id = any($1::uuid[])', [
      probes.map((p) => p.id),
    ]);
    return new Set(result.rows.map((row) => row.id));
  });
  const next = structuredClone(policies);
  for (const probe of probes) next[probe.extension].read = visible.has(probe.id);
  return next;
}

/** Evaluates write (INSERT) permission; extensions not asked for are recorded as denied, like hosted. */
export async function authorizeWrite(
  db: pg.Pool,
  ctx: AuthorizationContext,
  policies: Policies,
  extensions: Extension[],
): Promise<Policies> {
  const next = structuredClone(policies);
  await inRolledBackTransaction(db, async (client) => {
    await setConnConfig(client, ctx);
    const checked = (['broadcast', 'presence'] as const).filter((extension) => {
      if (!extensions.includes(extension)) next[extension].write = false;
      return extensions.includes(extension);
    });
    for (const [index, extension] of checked.entries()) {
      // One round trip per probe: the literals are escaped by the driver.
      const insert = `insert into realtime.messages (topic, extension) values (${client.escapeLiteral(ctx.topic)}, ${client.escapeLiteral(extension)})`;
      try {
        await client.query(`savepoint write_probe; ${insert}`);
        next[extension].write = true;
      } catch (error) {
        if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
        next[extension].write = false;
      }
      if (index < checked.length - 1) await client.query('rollback to savepoint write_probe');
    }
  });
  return next;
}
