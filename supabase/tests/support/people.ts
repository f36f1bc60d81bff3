import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { anonClient, uniqueEmail } from '../../local/test/support/clients.js';

/** Someone using the app: their own supabase-js client (own session) and their user id. */
export interface Person {
  client: SupabaseClient;
  id: string;
}

/** Signs up through /auth/v1 as the sign-up screen does (the username goes in user metadata). */
export async function signUp(username = 'Host'): Promise<Person & { email: string }> {
  const client = anonClient();
  const email = uniqueEmail(username.toLowerCase().replace(/[^a-z0-9]/g, '') || 'user');
  const { data, error } = await client.auth.signUp({ email, password: 'correct-horse-battery', options: { data: { username } } });
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, id: data.user.id, email };
}

/** Signs in anonymously, as the join page does for a visitor without an account. */
export async function signInAnonymously(): Promise<Person> {
  const client = anonClient();
  const { data, error } = await client.auth.signInAnonymously();
  if (error || !data.session || !data.user) throw new Error(`anonymous sign-in failed: ${error?.message ?? 'no session'}`);
  return { client, id: data.user.id };
}

/** Calls a function and returns its result, failing the test with the database's message otherwise. */
export async function call<T = unknown>(client: SupabaseClient, fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`${fn} failed: ${error.code} ${error.message}`);
  return data as T;
}

/** Calls a function that must fail and returns its error. */
export async function callFailing(client: SupabaseClient, fn: string, args: Record<string, unknown> = {}): Promise<PostgrestError> {
  const { data, error } = await client.rpc(fn, args);
  expect(error, `${fn} should have failed but returned ${JSON.stringify(data)}`).not.toBeNull();
  return error as PostgrestError;
}

/** Asserts that a call fails with exactly this message (the text the UI shows) and SQLSTATE. */
export async function expectRefusal(
  client: SupabaseClient,
  fn: string,
  args: Record<string, unknown>,
  expected: { message: string; code: string },
): Promise<void> {
  const error = await callFailing(client, fn, args);
  expect({ message: error.message, code: error.code }).toEqual(expected);
}
