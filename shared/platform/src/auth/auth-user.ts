import type { User } from '@supabase/supabase-js';

/** The signed-in user as the screens use it (spec: uid, displayName, email), plus the account dates. */
export interface AuthUser {
  uid: string;
  /** The username chosen at sign-up; null for accounts that never set one. */
  displayName: string | null;
  email: string | null;
  /** Anonymous users are poll participants without an account (supabase.auth.signInAnonymously). */
  isAnonymous: boolean;
  createdAt: string | null;
  lastSignInAt: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function toAuthUser(user: User): AuthUser {
  const metadata: Record<string, unknown> = user.user_metadata ?? {};
  return {
    uid: user.id,
    displayName: text(metadata.display_name) ?? text(metadata.username),
    email: text(user.email),
    isAnonymous: user.is_anonymous === true,
    createdAt: text(user.created_at),
    lastSignInAt: text(user.last_sign_in_at),
  };
}

export function sameAuthUser(a: AuthUser | null, b: AuthUser | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.uid === b.uid &&
    a.displayName === b.displayName &&
    a.email === b.email &&
    a.isAnonymous === b.isAnonymous &&
    a.createdAt === b.createdAt &&
    a.lastSignInAt === b.lastSignInAt
  );
}
