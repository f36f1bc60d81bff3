/** auth.users as the service reads it. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_sent_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** Drops keys whose value is undefined, as Go's `omitempty` does. */
function compact(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** An identity in GoTrue's JSON (models.Identity): note identity_id is the row id, id the provider's. */
function identityJson(row: IdentityRow): Record<string, unknown> {
  return compact({
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: row.email || undefined,
  });
}

/** A user in GoTrue's JSON (models.User), field for field and in the same order. */
export function userJson(row: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return compact({
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    invited_at: iso(row.invited_at),
    phone: row.phone ?? '',
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    new_email: row.email_change || undefined,
    email_change_sent_at: iso(row.email_change_sent_at),
    new_phone: row.phone_change || undefined,
    phone_change_sent_at: iso(row.phone_change_sent_at),
    reauthentication_sent_at: iso(row.reauthentication_sent_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(row.created_at) ?? new Date(0).toISOString(),
    updated_at: iso(row.updated_at) ?? new Date(0).toISOString(),
    banned_until: iso(row.banned_until),
    deleted_at: iso(row.deleted_at),
    is_anonymous: row.is_anonymous,
  });
}

export function isBanned(row: UserRow, now = new Date()): boolean {
  return row.banned_until !== null && row.banned_until > now;
}
