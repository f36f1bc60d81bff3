import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore, type AuthState, type AuthStore } from './auth-store';
import { setPageProject } from '../supabase/rpc';
import { identityStorage } from './identity-storage';
import { createFakeSupabase, createTestClient, testProject, type FakeSupabase } from '../../tests/support/fake-supabase';

/** Resolves once the store's state satisfies `done` (auth-js works through promises and timers). */
function waitFor(store: AuthStore, done: (state: AuthState) => boolean): Promise<AuthState> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = store.getSnapshot();
      if (!done(state)) return false;
      unsubscribe();
      clearTimeout(timer);
      resolve(state);
      return true;
    };
    const unsubscribe = store.subscribe(check);
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`auth state never matched; last: ${JSON.stringify(store.getSnapshot())}`));
    }, 2000);
    check();
  });
}

const settled = (state: AuthState) => state.status !== 'loading';

let fake: FakeSupabase;
beforeEach(() => {
  localStorage.clear();
  fake = createFakeSupabase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function startedStore(memory = new Map<string, string>()) {
  const store = createAuthStore();
  expect(store.getSnapshot().status).toBe('loading');
  const client = createTestClient(fake, memory);
  // The page's project is the fake's: callRpc (update_profile) goes there with the client's session.
  vi.stubGlobal('fetch', fake.fetch);
  setPageProject({ settings: testProject, accessToken: async () => (await client.auth.getSession()).data.session?.access_token });
  store.attach(client);
  await waitFor(store, settled);
  return store;
}

describe('auth store', () => {
  it('settles as signed out when no session is stored', async () => {
    const store = await startedStore();
    expect(store.getSnapshot()).toEqual({
      status: 'signed-out',
      user: null,
      sessionUser: null,
      passwordRecovery: false,
      error: null,
    });
  });

  it('signs in and exposes uid, display name, email and account dates', async () => {
    const account = fake.addUser('ada@example.com', 'secret1', { username: 'ada', display_name: 'Ada' });
    const store = await startedStore();
    await store.signIn(' ada@example.com ', 'secret1');
    const { status, user, sessionUser, error } = store.getSnapshot();
    expect(status).toBe('signed-in');
    expect(error).toBeNull();
    expect(user).toMatchObject({ uid: account.id, displayName: 'Ada', email: 'ada@example.com', isAnonymous: false });
    expect(user?.createdAt).toBe('2024-05-01T10:00:00.000Z');
    expect(user?.lastSignInAt).toEqual(expect.any(String));
    expect(sessionUser).toEqual(user);
  });

  it('keeps the latest auth error and stays signed out on bad credentials', async () => {
    fake.addUser('ada@example.com', 'secret1');
    const store = await startedStore();
    await expect(store.signIn('ada@example.com', 'wrong')).rejects.toThrow('Invalid login credentials');
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', error: { id: 'auth.invalid_credentials' } });
    store.clearError();
    expect(store.getSnapshot().error).toBeNull();
  });

  it('signs up storing the username as display name', async () => {
    const store = await startedStore();
    const result = await store.signUp('  grace ', 'grace@example.com', 'secret1');
    expect(result).toEqual({ signedIn: true });
    const signup = fake.requests.find((r) => r.route === 'POST /signup');
    expect(signup?.body).toMatchObject({ email: 'grace@example.com', data: { username: 'grace', display_name: 'grace' } });
    expect(store.getSnapshot().user).toMatchObject({ displayName: 'grace', email: 'grace@example.com' });
  });

  it('reports an existing account on sign-up', async () => {
    fake.addUser('grace@example.com', 'secret1');
    const store = await startedStore();
    await expect(store.signUp('grace', 'grace@example.com', 'secret1')).rejects.toThrow('User already registered');
    expect(store.getSnapshot().error).toEqual({ id: 'auth.user_already_exists', values: {} });
  });

  it('restores a stored session after checking it with the server', async () => {
    const account = fake.addUser('ada@example.com', 'secret1');
    const memory = new Map<string, string>();
    await (await startedStore(memory)).signIn('ada@example.com', 'secret1');

    const reloaded = await startedStore(memory);
    expect(reloaded.getSnapshot()).toMatchObject({ status: 'signed-in', user: { uid: account.id } });
    expect(fake.requests.at(-1)?.route).toBe('GET /user');
  });

  it('drops a stored session the server no longer knows', async () => {
    const account = fake.addUser('ada@example.com', 'secret1');
    const memory = new Map<string, string>();
    await (await startedStore(memory)).signIn('ada@example.com', 'secret1');
    fake.deleteUser(account.id);

    const reloaded = await startedStore(memory);
    expect(reloaded.getSnapshot()).toMatchObject({ status: 'signed-out', user: null, sessionUser: null });
    expect([...memory.values()].some((v) => v.includes('access_token'))).toBe(false);
  });

  it('keeps a stored session while the server cannot be reached', async () => {
    fake.addUser('ada@example.com', 'secret1');
    const memory = new Map<string, string>();
    await (await startedStore(memory)).signIn('ada@example.com', 'secret1');
    fake.offline = true;

    const reloaded = await startedStore(memory);
    expect(reloaded.getSnapshot()).toMatchObject({
      status: 'signed-in',
      error: { id: 'network.unreachable' },
    });
  });

  it('treats an anonymous participant session as signed out but keeps its uid', async () => {
    const store = await startedStore();
    const participant = await store.ensureSession();
    expect(participant.isAnonymous).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', user: null, sessionUser: { uid: participant.uid } });
    // A second call reuses the session instead of creating another anonymous user.
    expect(await store.ensureSession()).toEqual(participant);
    expect(fake.requests.filter((r) => r.route === 'POST /signup')).toHaveLength(1);
  });

  it('signs in once when two callers ask for a session at the same moment', async () => {
    const store = await startedStore();
    const [first, second] = await Promise.all([store.ensureSession(), store.ensureSession()]);
    expect(second).toEqual(first);
    expect(fake.requests.filter((r) => r.route === 'POST /signup')).toHaveLength(1);
  });

  it('renames the profile row and the auth metadata', async () => {
    const account = fake.addUser('ada@example.com', 'secret1', { username: 'ada', display_name: 'ada' });
    const store = await startedStore();
    await store.signIn('ada@example.com', 'secret1');
    await store.updateDisplayName('  Countess ');
    expect(fake.requests.find((r) => r.route === 'POST /rest/v1/rpc/update_profile')?.body).toEqual({ username: 'Countess' });
    expect(fake.profileNames.get(account.id)).toBe('Countess');
    expect(fake.requests.at(-1)).toMatchObject({ route: 'PUT /user', body: { data: { username: 'Countess', display_name: 'Countess' } } });
    expect(store.getSnapshot().user?.displayName).toBe('Countess');
  });

  it('leaves the auth metadata alone when the database refuses the name', async () => {
    const account = fake.addUser('ada@example.com', 'secret1', { username: 'ada', display_name: 'ada' });
    const store = await startedStore();
    await store.signIn('ada@example.com', 'secret1');
    await expect(store.updateDisplayName('x'.repeat(51))).rejects.toMatchObject({
      message: 'Username must be 50 characters or less',
    });
    expect(store.getSnapshot()).toMatchObject({ user: { displayName: 'ada' }, error: { id: 'text.too_long', values: { field: 'username', max: 50 } } });
    expect(account.user_metadata.display_name).toBe('ada');
    expect(fake.requests.some((r) => r.route === 'PUT /user')).toBe(false);
  });

  it('refuses a blank display name without calling the server', async () => {
    fake.addUser('ada@example.com', 'secret1');
    const store = await startedStore();
    await store.signIn('ada@example.com', 'secret1');
    const before = fake.requests.length;
    await expect(store.updateDisplayName('   ')).rejects.toThrow('Username cannot be empty');
    expect(fake.requests).toHaveLength(before);
  });

  it('sends the password reset with a link back to the forgot-password page', async () => {
    const store = await startedStore();
    await store.sendPasswordReset('ada@example.com');
    const recover = fake.requests.find((r) => r.route === 'POST /recover');
    expect(recover?.body).toMatchObject({ email: 'ada@example.com' });
    expect(recover?.query.get('redirect_to')).toBe(`${window.location.origin}/forgot-password`);
    await expect(store.sendPasswordReset('nonsense')).rejects.toThrow('invalid format');
  });

  it("keeps only the session user's records in this browser: sign-out and a page start forget the rest", async () => {
    const account = fake.addUser('ada@example.com', 'secret1');
    localStorage.setItem('ballot_p1', '["option_1"]'); // kept under the poll alone by an older version
    identityStorage('someone-before').write('ballot_p1', '["option_2"]');
    const store = await startedStore();
    expect(localStorage.length).toBe(0);

    await store.signIn('ada@example.com', 'secret1');
    identityStorage(account.id).write('ballot_p1', '["option_1"]');
    identityStorage(account.id).setCookie('voted_p1', 60);
    await store.signOut();
    expect(identityStorage(account.id).read('ballot_p1')).toBeNull();
    expect(identityStorage(account.id).hasCookie('voted_p1')).toBe(false);
  });

  it("forgets an anonymous participant's records when a sign-in replaces its session", async () => {
    fake.addUser('ada@example.com', 'secret1');
    const store = await startedStore();
    const participant = await store.ensureSession();
    identityStorage(participant.uid).write('participant_p1', 'participant-1');
    await store.signIn('ada@example.com', 'secret1');
    expect(identityStorage(participant.uid).read('participant_p1')).toBeNull();
  });

  it('signs out', async () => {
    fake.addUser('ada@example.com', 'secret1');
    const store = await startedStore();
    await store.signIn('ada@example.com', 'secret1');
    await store.signOut();
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', user: null, sessionUser: null });
    expect(fake.requests.at(-1)?.route).toBe('POST /logout');
  });
});

describe('password recovery link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('signs the browser in with passwordRecovery set until a new password is saved', async () => {
    const account = fake.addUser('ada@example.com', 'old-secret');
    const session = fake.sessionFor(account);
    const hash = new URLSearchParams({
      access_token: String(session.access_token),
      refresh_token: String(session.refresh_token),
      expires_in: '3600',
      expires_at: String(session.expires_at),
      token_type: 'bearer',
      type: 'recovery',
    });
    window.history.replaceState(null, '', `/forgot-password#${hash}`);

    const store = createAuthStore();
    store.attach(createTestClient(fake, new Map(), true));
    const recovered = await waitFor(store, (s) => s.passwordRecovery);
    expect(recovered).toMatchObject({ status: 'signed-in', user: { uid: account.id } });

    await expect(store.updatePassword('short')).rejects.toThrow('at least 6 characters');
    expect(store.getSnapshot().passwordRecovery).toBe(true);

    await store.updatePassword('new-secret');
    expect(account.password).toBe('new-secret');
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', passwordRecovery: false, error: null });
  });

  it('keeps the reason an expired link was refused', async () => {
    window.history.replaceState(
      null,
      '',
      '/forgot-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    const store = createAuthStore();
    store.attach(createTestClient(fake, new Map(), true));
    expect(await waitFor(store, settled)).toMatchObject({
      status: 'signed-out',
      passwordRecovery: false,
      error: { id: 'auth.otp_expired' },
    });
  });
});
