import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { anonClient, stack, uniqueEmail } from './clients.js';

export const authUrl = `${stack.url}/auth/v1`;
export const PASSWORD = 'correct-horse-42';

/** Raw request to /auth/v1 with the anon key, as auth-js sends it unless told otherwise. */
export function authFetch(path: string, init: RequestInit & { token?: string; apiVersion?: string | null } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', stack.anonKey);
  headers.set('authorization', `Bearer ${init.token ?? stack.anonKey}`);
  if (init.apiVersion !== null) headers.set('x-supabase-api-version', init.apiVersion ?? '2024-01-01');
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${authUrl}${path}`, { ...init, headers, redirect: 'manual' });
}

/** A fresh client with a newly signed-up, signed-in user. */
export async function signedUpClient(data: Record<string, unknown> = {}): Promise<{ client: SupabaseClient; email: string; session: Session }> {
  const client = anonClient();
  const email = uniqueEmail('auth');
  const { data: result, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  expect(error).toBeNull();
  expect(result.session).not.toBeNull();
  return { client, email, session: result.session! };
}

export interface MailMessage {
  to: string;
  subject: string;
  type: string;
  link: string;
  otp: string;
}

export async function mailTo(email: string): Promise<MailMessage[]> {
  // The loopback-only mail catcher, never the API port.
  const response = await fetch(`${stack.mailUrl}/messages.json?email=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: MailMessage[] }).messages;
}

/** The claims of a JWT, read without verifying (the server verified them). */
export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
}
