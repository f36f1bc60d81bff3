import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { StackConfig } from '../config/config.js';
import { NIL_UUID, type Db } from './db.js';
import { clientIp, header } from './http.js';
import { newRefreshToken, signAccessToken, type AmrEntry } from './tokens.js';
import { findIdentities, findUserById } from './users.js';
import { userJson, type IdentityRow, type UserRow } from './user-json.js';

/** How the session was opened; GoTrue records it in auth.mfa_amr_claims and the `amr` claim. */
export type AuthenticationMethod = 'password' | 'anonymous' | 'otp';

/** GoTrue's AccessTokenResponse: what auth-js stores as a session. */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

const issuerOf = (config: StackConfig) => `${config.apiUrl}/auth/v1`;

async function amrOf(db: Db, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by created_at, id`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.authentication_method, timestamp: Math.floor(r.updated_at.getTime() / 1000) }));
}

/** Signs an access token for a session and answers GoTrue's token response with the fresh user. */
export async function tokenResponse(
  db: Db,
  config: StackConfig,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  const identities = await findIdentities(db, userId);
  const { rows } = await db.query<{ aal: string | null }>(`select aal from auth.sessions where id = $1`, [sessionId]);
  return signedTokenResponse(config, { user, identities, aal: rows[0]?.aal ?? 'aal1', amr: await amrOf(db, sessionId), sessionId, refreshToken });
}

/** What a token response is made of, read from the database. */
export interface SessionFacts {
  user: UserRow;
  identities: IdentityRow[];
  aal: string;
  amr: AmrEntry[];
  sessionId: string;
  refreshToken: string;
}

/** GoTrue's token response for a session whose rows are already read: signs the access token. */
export async function signedTokenResponse(config: StackConfig, facts: SessionFacts): Promise<TokenResponse> {
  const { user, identities, aal, amr, sessionId, refreshToken } = facts;
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.jwtExpiry;
  const accessToken = await signAccessToken(
    {
      iss: issuerOf(config),
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    config.jwtSecret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: exp - Math.floor(Date.now() / 1000),
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, identities),
  };
}

/** Inserts a refresh token of a session; `parent` is the token it replaces. */
export async function insertRefreshToken(db: Db, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [NIL_UUID, token, userId, parent, sessionId],
  );
  await db.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  return token;
}

/**
 * Signs a user in: a new session, its first refresh token and the authentication method claim,
 * then the token response (GoTrue's IssueRefreshToken with refresh token algorithm v1).
 */
export async function issueSession(
  db: Db,
  config: StackConfig,
  user: UserRow,
  method: AuthenticationMethod,
  req: IncomingMessage,
): Promise<TokenResponse> {
  const sessionId = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [sessionId, user.id, header(req, 'user-agent') ?? null, clientIp(req)],
  );
  const refreshToken = await insertRefreshToken(db, user.id, sessionId, null);
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
  return tokenResponse(db, config, user.id, sessionId, refreshToken);
}
