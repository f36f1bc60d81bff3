import bcrypt from 'bcryptjs';
import { randomUUID } from 'node:crypto';
import { isUniqueViolation, metadataRefusal, NIL_UUID, type Db } from './db.js';
import { AuthError } from './errors.js';
import { userJson, type IdentityRow, type UserRow } from './user-json.js';

/** GoTrue's audience and role for every user it signs up (JWT_AUD / JWT_DEFAULT_GROUP_NAME). */
export const AUDIENCE = 'authenticated';
export const DEFAULT_ROLE = 'authenticated';
/** bcrypt cost GoTrue uses (bcrypt.DefaultCost), so hashes move to and from hosted Supabase as they are. */
const BCRYPT_COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

export async function passwordMatches(row: UserRow, password: string): Promise<boolean> {
  if (!row.encrypted_password) return false;
  return bcrypt.compare(password, row.encrypted_password);
}

/** A bcrypt hash (cost 10) of a random string nobody knows: compared against when there is no user. */
const DUMMY_HASH = bcrypt.hashSync(randomUUID(), BCRYPT_COST);

/** passwordMatches that costs one bcrypt comparison even without a user or a password hash. */
export async function passwordMatchesInConstantTime(row: UserRow | undefined, password: string): Promise<boolean> {
  const hash = row?.encrypted_password || DUMMY_HASH;
  const matches = await bcrypt.compare(password, hash);
  return matches && hash !== DUMMY_HASH;
}

export async function findUserById(db: Db, id: string, forUpdate = false): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select * from auth.users where id = $1${forUpdate ? ' for update' : ''}`, [id]);
  return rows[0];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select * from auth.users where lower(email) = lower($1) and aud = $2 and is_sso_user = false limit 1`,
    [email, AUDIENCE],
  );
  return rows[0];
}

export async function findIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(`select * from auth.identities where user_id = $1 order by created_at, id`, [userId]);
  return rows;
}

/** The user as GoTrue answers it, identities included. */
export async function loadUserJson(db: Db, id: string): Promise<Record<string, unknown>> {
  const row = await findUserById(db, id);
  if (!row) throw new Error(`user ${id} vanished`);
  return userJson(row, await findIdentities(db, id));
}

interface NewUser {
  email: string | null;
  passwordHash: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  isAnonymous: boolean;
  /** Set when the address counts as confirmed from the start (autoconfirm). */
  confirmed: boolean;
}

/**
 * Inserts a user row the way GoTrue does: empty strings (not NULL) in its token columns, which
 * GoTrue itself cannot read back as NULL, and the nil instance id.
 */
async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
        phone_change, phone_change_token, reauthentication_token,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ($1, $2, $3, $4, $5, $6, case when $7 then now() end, '', '', '', '', '', '', '', '',
        $8, $9, now(), now(), $10)
     returning *`,
    [
      NIL_UUID, randomUUID(), AUDIENCE, DEFAULT_ROLE, user.email, user.passwordHash, user.confirmed,
      user.appMetadata, user.userMetadata, user.isAnonymous,
    ],
  );
  return rows[0]!;
}

/** An e-mail identity as GoTrue creates it on sign-up (provider id = user id). */
async function insertEmailIdentity(db: Db, userId: string, identityData: Record<string, unknown>): Promise<void> {
  const data = { ...identityData };
  if (typeof data.email === 'string') data.email = data.email.toLowerCase();
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [userId, data],
  );
}

/**
 * An e-mail sign-up as GoTrue stores it: the user (confirmed ones with `email_verified` in the metadata too,
 * models.User.Confirm) and its e-mail identity. null when the address was signed up a moment ago by another
 * request (the unique index): each caller says what that means for it.
 */
export async function insertEmailUser(
  db: Db,
  signUp: { address: string; passwordHash: string; data: Record<string, unknown>; confirmed: boolean },
): Promise<UserRow | null> {
  const { address, passwordHash, data, confirmed } = signUp;
  let user: UserRow;
  try {
    user = await insertUser(db, {
      email: address,
      passwordHash,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: confirmed ? { ...data, email_verified: true } : { ...data },
      isAnonymous: false,
      confirmed,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw metadataRefusal(error) ?? new AuthError(500, 'unexpected_failure', 'Database error saving new user');
  }
  await insertEmailIdentity(db, user.id, emailIdentityData(user.id, address, data));
  return user;
}

/** GoTrue's identity_data for an e-mail sign-up: its own claims first, then the sign-up data. */
export function emailIdentityData(userId: string, email: string, signUpData: Record<string, unknown>, verified = false) {
  const data: Record<string, unknown> = { sub: userId, email, email_verified: verified, phone_verified: false };
  for (const [key, value] of Object.entries(signUpData)) if (!(key in data)) data[key] = value;
  return data;
}

/** Merges metadata like GoTrue's UpdateUserMetaData: a null value deletes the key. */
export function mergeMetadata(current: Record<string, unknown> | null, updates: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
