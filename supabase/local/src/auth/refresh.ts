import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import type { StackConfig } from '../config/config.js';
import { transaction } from './db.js';
import { AuthError, badRequest } from './errors.js';
import { clientIp, header } from './http.js';
import { insertRefreshToken, tokenResponse, type TokenResponse } from './sessions.js';
import { REFRESH_TOKEN_PATTERN } from './tokens.js';
import { findUserById } from './users.js';
import { isBanned } from './user-json.js';

/**
 * GoTrue's GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL default: a revoked refresh token may be
 * presented again for this long (a client that lost the answer of its last refresh) before its
 * use counts as theft.
 */
const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

/**
 * The refresh_token grant with GoTrue's v1 rotation (internal/tokens/service.go): each use revokes
 * the token and issues its child. A revoked token is still answered when it is the parent of the
 * session's active token (the client missed the answer: it gets that same active token back) or
 * within the reuse interval; otherwise the session is deleted with every token of it and the call
 * fails with refresh_token_already_used.
 */
export async function refreshTokenGrant(
  db: pg.Pool,
  config: StackConfig,
  presented: string,
  req: IncomingMessage,
): Promise<TokenResponse> {
  if (presented.length !== 12 || !REFRESH_TOKEN_PATTERN.test(presented)) {
    throw badRequest('validation_failed', 'Refresh token is not valid');
  }
  const outcome = await transaction(db, async (tx): Promise<TokenResponse | AuthError> => {
    const { rows } = await tx.query<RefreshTokenRow>(`select * from auth.refresh_tokens where token = $1 for update`, [presented]);
    const token = rows[0];
    const user = token && (await findUserById(tx, token.user_id));
    if (!token || !user) return badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (isBanned(user)) return badRequest('user_banned', 'Invalid Refresh Token: User Banned');

    const session = token.session_id
      ? (await tx.query<{ id: string; not_after: Date | null }>(`select id, not_after from auth.sessions where id = $1 for update`, [token.session_id])).rows[0]
      : undefined;
    if (!session) {
      await tx.query(`delete from auth.refresh_tokens where id = $1`, [token.id]);
      return badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    }
    if (session.not_after && session.not_after < new Date()) return badRequest('session_expired', 'Invalid Refresh Token: Session Expired');

    let issued: string | undefined;
    if (token.revoked) {
      const active = (
        await tx.query<RefreshTokenRow>(
          `select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
          [session.id],
        )
      ).rows[0];
      if (active && active.parent === token.token) {
        issued = active.token;
      } else if (Date.now() > token.updated_at.getTime() + REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000) {
        // Possible theft: the session ends, as GoTrue's reuse detection does for its counter-based tokens
        // (LogoutSession in internal/tokens/service.go; its v1 path only revokes the family, the weakness
        // below): its refresh tokens go with it (on delete cascade), so the newest
        // one is refused too, and its access tokens get session_not_found from /auth/v1. Only revoking
        // the family set updated_at = now() on the newest token, which gave whoever held it a fresh reuse
        // interval and another token (issue 29). Kept on commit, then refused.
        await tx.query(`delete from auth.sessions where id = $1`, [session.id]);
        return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
    }
    if (!issued) {
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [token.id]);
      issued = await insertRefreshToken(tx, user.id, session.id, token.token);
    }
    await tx.query(
      `update auth.sessions set refreshed_at = timezone('utc', now()), updated_at = now(), user_agent = $2, ip = $3 where id = $1`,
      [session.id, header(req, 'user-agent') ?? null, clientIp(req)],
    );
    return tokenResponse(tx, config, user.id, session.id, issued);
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}
