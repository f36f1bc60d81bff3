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

interface Permission {
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

/**
 * The claims, topic and headers as session settings for the transaction, as Realtime sets them before a
 * policy check. Written as literals (escaped by the driver) so that it can share a round trip with the
 * statements around it: a simple query carries several statements but no parameters.
 */
function setConnConfigSql(client: pg.PoolClient, ctx: AuthorizationContext): string {
  const role = String(ctx.claims.role);
  const sub = ctx.claims.sub === undefined || ctx.claims.sub === null ? '' : String(ctx.claims.sub);
  const settings: Array<[string, string]> = [
    ['role', role],
    ['realtime.topic', ctx.topic],
    ['request.jwt.claims', JSON.stringify(ctx.claims)],
    ['request.jwt.claim.sub', sub],
    ['request.jwt.claim.role', role],
    ['request.headers', JSON.stringify(ctx.headers)],
  ];
  return `select ${settings.map(([name, value]) => `set_config('${name}', ${client.escapeLiteral(value)}, true)`).join(', ')}`;
}

// A policy that never finishes must not hold a join forever.
const BEGIN = `begin; set local statement_timeout = '5s'`;

/**
 * Runs `run` on a pooled connection inside a transaction that is always rolled back. `run` sends BEGIN itself,
 * in its first round trip, and may end its last with ROLLBACK (then it says so): after a restart a whole room
 * rejoins its channels at once, and each check used to take five round trips through the few connections all
 * joins share (docs/performance.md, "A whole lecture hall"). A statement that fails skips the rest of its
 * round trip, ROLLBACK included: the rollback is then sent here.
 */
async function inRolledBackTransaction<T>(
  db: pg.Pool,
  run: (client: pg.PoolClient, begin: string) => Promise<{ value: T; rolledBack: boolean }>,
): Promise<T> {
  const client = await db.connect();
  let broken = false;
  let rolledBack = false;
  try {
    const done = await run(client, BEGIN);
    rolledBack = done.rolledBack;
    return done.value;
  } catch (error) {
    const pgError = error as { code?: string; message?: string };
    if (pgError.code) throw new PolicyError(pgError.message ?? 'policy evaluation failed');
    broken = true;
    throw error;
  } finally {
    if (!rolledBack) {
      await client.query('rollback').catch(() => {
        broken = true;
      });
    }
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
  if (probes.length === 0) return structuredClone(policies);
  const visible = await inRolledBackTransaction(db, async (client, begin) => {
    const literal = (value: string) => client.escapeLiteral(value);
    // The probe rows are inserted before the role switch (as the service), then looked for as the user; all
    // in one round trip, the rollback included.
    const results = (await client.query(
      `${begin};
       insert into realtime.messages (id, topic, extension) values ${probes.map((p) => `(${literal(p.id)}::uuid, ${literal(ctx.topic)}, ${literal(p.extension)})`).join(', ')};
       ${setConnConfigSql(client, ctx)};
       select id from realtime.messages where id in (${probes.map((p) => `${literal(p.id)}::uuid`).join(', ')});
       rollback`,
    )) as unknown as Array<pg.QueryResult<{ id: string }>>;
    return { value: new Set(results.at(-2)!.rows.map((row) => row.id)), rolledBack: true };
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
  await inRolledBackTransaction(db, async (client, begin) => {
    await client.query(`${begin}; ${setConnConfigSql(client, ctx)}`);
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
    return { value: undefined, rolledBack: false };
  });
  return next;
}
