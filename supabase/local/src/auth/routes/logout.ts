import { authenticate } from '../authenticate.js';
import { badRequest } from '../errors.js';
import type { Route } from '../service-context.js';

/**
 * POST /logout?scope=global|local|others: deletes sessions (their refresh tokens go with them).
 * global = every session of the user, local = this one, others = all but this one.
 */
export const logout: Route = async (req, res, url, { config, db }) => {
  const { user, sessionId } = await authenticate(req, db, config);
  const scope = url.searchParams.get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  }
  if (sessionId && scope === 'local') {
    await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else if (sessionId && scope === 'others') {
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [user.id, sessionId]);
  } else {
    await db.query(`delete from auth.sessions where user_id = $1`, [user.id]);
  }
  res.writeHead(204);
  res.end();
};
