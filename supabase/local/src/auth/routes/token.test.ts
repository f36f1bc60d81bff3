import bcrypt from 'bcryptjs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthContext } from '../service-context.js';
import { token } from './token.js';

/**
 * Sign-in answers an unknown address after the same work as a known one: one bcrypt comparison at GoTrue's
 * cost, either way. Checked by counting that work, not by a stopwatch: the time it takes is
 * `pnpm bench sign-in-timing`'s (docs/performance.md), which a loaded machine cannot turn into a failed test.
 * The comparison is counted, not run: four real bcrypt rounds at cost 10 in pure JS took over 5 s on a loaded
 * 2-core machine and timed the test out.
 */

/** A real bcrypt hash of 'the-password' at GoTrue's cost (10), made once with bcryptjs. */
const KNOWN_HASH = '$2b$10$IhBEJHaH9nt1C5MhKxMAI.mI7Md/YAujzg.fXbJ.fIDJUkFYnyGqG';
function request(body: object): IncomingMessage {
  return Readable.from([Buffer.from(JSON.stringify(body))]) as unknown as IncomingMessage;
}

/** An auth context whose database knows `users` (the only query a refused password sign-in makes). */
function context(users: object[]): AuthContext {
  const db = { query: vi.fn(async () => ({ rows: users })) };
  return { db, config: {}, mailer: {}, limits: {} } as unknown as AuthContext;
}

async function signIn(users: object[], email: string, password: string): Promise<unknown> {
  const url = new URL('http://localhost/auth/v1/token?grant_type=password');
  return token(request({ email, password }), {} as ServerResponse, url, context(users)).then(
    () => 'signed in',
    (error: unknown) => error,
  );
}

describe('password sign-in without the right password', () => {
  afterEach(() => vi.restoreAllMocks());

  it('costs one bcrypt comparison at cost 10 for an unknown address, a known one, and one without a password', async () => {
    const known = { id: 'u1', email: 'known@example.com', encrypted_password: KNOWN_HASH, email_confirmed_at: new Date().toISOString() };
    const compare = vi.spyOn(bcrypt, 'compare').mockImplementation(async () => false);
    const cases = [
      { users: [], email: 'nobody@example.com' },
      { users: [known], email: known.email },
      { users: [{ ...known, encrypted_password: '' }], email: known.email },
    ];
    for (const { users, email } of cases) {
      compare.mockClear();
      const answer = await signIn(users, email, 'not-the-password');
      expect(answer).toMatchObject({ status: 400, code: 'invalid_credentials' });
      expect(compare).toHaveBeenCalledTimes(1);
      // The hash compared against is a real one of GoTrue's cost, whichever it is.
      const hash = compare.mock.calls[0]![1] as string;
      expect(bcrypt.getRounds(hash)).toBe(10);
    }
  });
});
