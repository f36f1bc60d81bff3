import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { StackConfig } from '../config/config.js';
import { NIL_UUID, type Db } from './db.js';
import { clientIp, header } from './http.js';
import { signedTokenResponse, type TokenResponse } from './sessions.js';
import { newRefreshToken } from './tokens.js';
import { AUDIENCE, DEFAULT_ROLE } from './users.js';
import type { UserRow } from './user-json.js';

/**
 * An anonymous sign-in's rows in ONE statement (so one round trip and one implicit transaction): the user
 * (as insertUser writes it, with last_sign_in_at set as insertRefreshToken would right after), its session,
 * the first refresh token and the `anonymous` authentication method claim, the same rows issueSession writes.
 * A lecture hall signs in hundreds of people a minute; the eleven round trips of the general path were the
 * largest share of the sign-in's time (docs/performance.md, "Votes through the real path"). Foreign keys
 * are checked at the end of the statement, when every row exists. A named statement is parsed and planned
 * once per pooled connection.
 */
const ANONYMOUS_SIGN_UP = `
with new_user as (
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
      phone_change, phone_change_token, reauthentication_token,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at, is_anonymous)
  values ($1, $2, $3, $4, null, '', null, '', '', '', '', '', '', '', '', '{}', $5, now(), now(), now(), true)
  returning *
), new_session as (
  insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
  select $6, new_user.id, now(), now(), 'aal1', $7, $8 from new_user
  returning id, aal
), new_refresh_token as (
  insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
  select $1, $9, new_user.id, false, now(), now(), null, new_session.id from new_user, new_session
  returning token
), new_claim as (
  insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
  select $10, new_session.id, now(), now(), 'anonymous' from new_session
  returning authentication_method, updated_at
)
select new_user.*, new_session.aal as session_aal, new_claim.authentication_method as amr_method,
       new_claim.updated_at as amr_updated_at
  from new_user, new_session, new_claim, new_refresh_token`;

type Row = UserRow & { session_aal: string | null; amr_method: string; amr_updated_at: Date };

/** POST /signup without e-mail or phone: a new anonymous user signed in, answered as GoTrue answers. */
export async function signUpAnonymously(db: Db, config: StackConfig, userMetadata: Record<string, unknown>, req: IncomingMessage): Promise<TokenResponse> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const { rows } = await db.query<Row>({
    name: 'runoff-auth-anonymous-sign-up',
    text: ANONYMOUS_SIGN_UP,
    values: [NIL_UUID, randomUUID(), AUDIENCE, DEFAULT_ROLE, userMetadata, sessionId, header(req, 'user-agent') ?? null, clientIp(req), refreshToken, randomUUID()],
  });
  const { session_aal, amr_method, amr_updated_at, ...user } = rows[0]!;
  return signedTokenResponse(config, {
    user,
    identities: [],
    aal: session_aal ?? 'aal1',
    amr: [{ method: amr_method, timestamp: Math.floor(amr_updated_at.getTime() / 1000) }],
    sessionId,
    refreshToken,
  });
}
