import type { Db } from './db.js';
import { emailIdentityData } from './users.js';
import type { UserRow } from './user-json.js';

/**
 * Applies a pending e-mail change (GoTrue's emailChangeVerify with autoconfirm): the e-mail identity
 * follows the new address, an anonymous user becomes permanent, and the address counts as confirmed.
 */
export async function confirmEmailChange(db: Db, user: UserRow, newEmail: string): Promise<void> {
  const { rows } = await db.query<{ id: string; identity_data: Record<string, unknown> }>(
    `select id, identity_data from auth.identities where user_id = $1 and provider = 'email' limit 1`,
    [user.id],
  );
  if (rows[0]) {
    await db.query(`update auth.identities set identity_data = $2, updated_at = now() where id = $1`, [
      rows[0].id,
      { ...rows[0].identity_data, email: newEmail, email_verified: true },
    ]);
  } else {
    await db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
      [user.id, emailIdentityData(user.id, newEmail, {}, true)],
    );
  }
  await db.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_token_current = '',
            email_change_confirm_status = 0, is_anonymous = false, updated_at = now(),
            email_confirmed_at = coalesce(email_confirmed_at, now()),
            raw_user_meta_data = case when email_confirmed_at is null
              then coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
              else raw_user_meta_data end
      where id = $1`,
    [user.id, newEmail],
  );
}

/** GoTrue's UpdateAppMetaDataProviders: app_metadata.providers from the identities, provider = the first. */
export async function refreshProviders(db: Db, userId: string): Promise<void> {
  const { rows } = await db.query<{ provider: string }>(
    `select provider from auth.identities where user_id = $1 group by provider order by min(created_at)`,
    [userId],
  );
  const providers = rows.map((r) => r.provider);
  const meta: Record<string, unknown> = { providers };
  if (providers.length) meta.provider = providers[0];
  await db.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
    [userId, meta],
  );
}
