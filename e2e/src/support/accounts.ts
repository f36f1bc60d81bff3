import type { Page } from 'playwright-core';
import { e2e, shellUrl } from './apps';

let counter = 0;

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A new, unique account's details (not yet registered). */
export function newAccount(prefix = 'user'): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return { username: `${prefix} ${id}`, email: `${prefix}-${id}@example.com`, password: `secret-${id}` };
}

/**
 * Registers an account straight through the Auth API (GoTrue's POST /auth/v1/signup, what supabase-js's
 * signUp sends), for tests about other things. Plain fetch: supabase-js wants a WebSocket, which Node 20 lacks.
 */
export async function registerAccount(prefix = 'user'): Promise<Account> {
  const account = newAccount(prefix);
  const response = await fetch(`${e2e.supabaseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: e2e.anonKey, authorization: `Bearer ${e2e.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      data: { username: account.username, display_name: account.username },
    }),
  });
  if (!response.ok) throw new Error(`Could not register ${account.email}: HTTP ${response.status} ${await response.text()}`);
  return account;
}

/** Fills and submits the login form on the current /login page. */
export async function submitLogin(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

export async function logIn(page: Page, account: Account): Promise<void> {
  await page.goto(`${shellUrl}/login`);
  await submitLogin(page, account);
  await page.waitForURL(`${shellUrl}/dashboard`);
}

/** The header's user menu button, which shows the display name (or the e-mail). */
export function userMenuButton(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /./ });
}

/** Newest mail first, from the local stack's loopback-only mail catcher (GET <mailUrl>/messages.json). */
export async function latestMail(email: string): Promise<{ type: string; link: string }> {
  const response = await fetch(`${e2e.mailUrl}/messages.json?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`the mail catcher answered HTTP ${response.status}`);
  const { messages } = (await response.json()) as { messages: Array<{ type: string; link: string }> };
  const [message] = messages;
  if (!message) throw new Error(`No mail for ${email}`);
  return message;
}
