import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import type { StackConfig } from '../config/config.js';
import type { Db } from './db.js';
import { AuthError, badRequest, forbidden } from './errors.js';
import { header } from './http.js';
import { verifyAccessToken } from './tokens.js';
import { findUserById } from './users.js';
import { isBanned, type UserRow } from './user-json.js';

export interface Authenticated {
  claims: JWTPayload & { session_id?: string; is_anonymous?: boolean };
  user: UserRow;
  /** The session the token belongs to (null for a token without session_id, e.g. signed by hand). */
  sessionId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL = '00000000-0000-0000-0000-000000000000';

/**
 * GoTrue's requireAuthentication: a Bearer access token, valid, for a user that exists and (when
 * it names one) a session that still exists. A signed-out session's token is 403 session_not_found.
 */
export async function authenticate(req: IncomingMessage, db: Db, config: StackConfig): Promise<Authenticated> {
  const match = /^bearer (\S+)$/i.exec(header(req, 'authorization') ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = (await verifyAccessToken(match[1]!, config.jwtSecret)) as Authenticated['claims'];

  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  let sessionId: string | null = null;
  if (claims.session_id && claims.session_id !== NIL) {
    if (!UUID.test(claims.session_id)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const { rowCount } = await db.query(`select 1 from auth.sessions where id = $1`, [claims.session_id]);
    if (!rowCount) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    sessionId = claims.session_id;
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { claims, user, sessionId };
}
