import type { Session } from '@supabase/supabase-js';
import { failure, toFailure, FailureError, type Failure } from '@runoff/platform/i18n';
import { callRpc, isAuthApiError, isAuthSessionMissingError, loadSupabase, type RunoffSupabaseClient } from '@runoff/platform/supabase';
import { signInAnonymouslyEarly } from '../supabase/client';
import { sameAuthUser, toAuthUser, type AuthUser } from './auth-user';
import { keepOnlyIdentity } from './identity-storage';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  /** 'loading' until the stored session has been checked with the server. */
  status: AuthStatus;
  /** The signed-in account; null when signed out or when the session is anonymous. */
  user: AuthUser | null;
  /**
   * Whoever holds the session, anonymous participants included: the uid the database sees as auth.uid().
   * Anonymous sessions count as signed out for the header and route guards, so only this field has them.
   */
  sessionUser: AuthUser | null;
  /** True after a password-reset link signed the browser in, until a new password is set or the user signs out. */
  passwordRecovery: boolean;
  /** The latest auth failure (spec: "The auth context keeps the latest auth error"), worded where it is shown. */
  error: Failure | null;
}

export interface SignUpResult {
  /** False when the project requires e-mail confirmation before the first sign-in. */
  signedIn: boolean;
}

export interface AuthActions {
  signIn(email: string, password: string): Promise<void>;
  signUp(username: string, email: string, password: string): Promise<SignUpResult>;
  /** A session without an account, for participants joining a poll. Keeps an existing session. */
  ensureSession(): Promise<AuthUser>;
  sendPasswordReset(email: string, redirectTo?: string): Promise<void>;
  updatePassword(password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Renames the user: the profile row (update_profile, which others see in polls) and the auth metadata. */
  updateDisplayName(username: string): Promise<void>;
  clearError(): void;
}

export interface AuthStore extends AuthActions {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthState;
  /** Connects the store to a client: listens to its auth events and checks the stored session. */
  attach(client: RunoffSupabaseClient): void;
  /**
   * Settles a first check that needs no server: the browser holds no session (mayHoldSession), so the
   * visitor is signed out and pages render before supabase-js has loaded.
   */
  assumeSignedOut(): void;
}

/** Where a password-reset link sends the browser: the forgot-password page, which then asks for a new password. */
export const PASSWORD_RESET_PATH = '/forgot-password';

export const INITIAL_AUTH_STATE: AuthState = {
  status: 'loading',
  user: null,
  sessionUser: null,
  passwordRecovery: false,
  error: null,
};

// A stored session the server no longer accepts (user deleted, session revoked, stack reset).
function isRejectedSession(error: unknown): boolean {
  return isAuthSessionMissingError(error) || (isAuthApiError(error) && [401, 403, 404].includes(error.status));
}

export function createAuthStore(): AuthStore {
  let state: AuthState = INITIAL_AUTH_STATE;
  let client: RunoffSupabaseClient | null = null;
  const listeners = new Set<() => void>();

  function setState(patch: Partial<AuthState>): void {
    const next = { ...state, ...patch };
    if (
      next.status === state.status &&
      sameAuthUser(next.user, state.user) &&
      sameAuthUser(next.sessionUser, state.sessionUser) &&
      next.passwordRecovery === state.passwordRecovery &&
      JSON.stringify(next.error) === JSON.stringify(state.error)
    ) {
      return;
    }
    state = next;
    for (const listener of listeners) listener();
  }

  function applySession(session: Session | null, extra: Partial<AuthState> = {}): void {
    const sessionUser = session ? toAuthUser(session.user) : null;
    const user = sessionUser && !sessionUser.isAnonymous ? sessionUser : null;
    // A shared computer: as the page settles and whenever the session's user changes (sign-out, an anonymous
    // session replaced or no longer accepted), this browser keeps only the current identity's records.
    if (state.status === 'loading' || (state.sessionUser?.uid ?? null) !== (sessionUser?.uid ?? null)) {
      keepOnlyIdentity(sessionUser?.uid ?? null);
    }
    setState({
      status: user ? 'signed-in' : 'signed-out',
      user,
      sessionUser,
      ...(sessionUser ? {} : { passwordRecovery: false }),
      ...extra,
    });
  }

  let signingIn: Promise<AuthUser> | null = null;

  async function signInAnonymously(): Promise<AuthUser> {
    // Before supabase-js has loaded, without waiting for it (client.ts): a participant's ballot shows sooner.
    const early = client ? null : signInAnonymouslyEarly();
    let session: Session | null;
    if (early) {
      session = await early.catch(fail);
    } else {
      const { data, error } = await (await requireClient()).auth.signInAnonymously();
      if (error) fail(error);
      session = data.session;
    }
    applySession(session, { error: null });
    if (!state.sessionUser) fail(new FailureError(failure('auth.no_session')));
    return state.sessionUser;
  }

  // The client, loaded on first use when the page started without one (loadSupabase attaches it here).
  async function requireClient(): Promise<RunoffSupabaseClient> {
    return client ?? (await loadSupabase());
  }

  /** Records the error as the latest auth error, then hands it to the caller. */
  function fail(error: unknown): never {
    const shown = toFailure(error);
    console.error('Auth error:', shown.id, error);
    setState({ error: shown });
    throw error;
  }

  async function checkStoredSession(target: RunoffSupabaseClient): Promise<void> {
    // initialize() hands back the client's start-up result, e.g. an expired password-reset link.
    const started = await target.auth.initialize();
    const { data, error } = await target.auth.getSession();
    if (state.status !== 'loading') return; // an action (say, signIn) already settled the state
    const startError = started.error ? { error: toFailure(started.error) } : {};
    if (error || !data.session) {
      applySession(null, error ? { error: toFailure(error) } : startError);
      return;
    }
    // getSession only reads storage; ask the server whether that session still stands.
    const verified = await target.auth.getUser();
    if (state.status !== 'loading') return;
    if (verified.error) {
      if (isRejectedSession(verified.error)) {
        await target.auth.signOut({ scope: 'local' });
        applySession(null);
      } else {
        // Offline or server trouble: keep the stored session rather than signing the user out.
        applySession(data.session, { error: toFailure(verified.error) });
      }
      return;
    }
    applySession({ ...data.session, user: verified.data.user }, startError);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,

    attach(target) {
      if (client === target) return;
      if (client) throw new Error('The auth store is already attached to a Supabase client.');
      client = target;
      target.auth.onAuthStateChange((event, session) => {
        const recovery = event === 'PASSWORD_RECOVERY';
        // Until checkStoredSession has asked the server, events (auth-js replays the stored session as
        // INITIAL_SESSION and SIGNED_IN) would report a session that may no longer stand: note only recovery.
        if (state.status === 'loading') {
          if (recovery) setState({ passwordRecovery: true });
          return;
        }
        applySession(session, recovery ? { passwordRecovery: true } : {});
      });
      checkStoredSession(target).catch((error: unknown) => {
        applySession(null, { error: toFailure(error) });
      });
    },

    async signIn(email, password) {
      const { data, error } = await (await requireClient()).auth.signInWithPassword({ email: email.trim(), password });
      if (error) fail(error);
      applySession(data.session, { error: null });
    },

    async signUp(username, email, password) {
      const name = username.trim();
      const { data, error } = await (await requireClient()).auth.signUp({
        email: email.trim(),
        password,
        options: { data: { username: name, display_name: name } },
      });
      if (error) fail(error);
      if (data.session) applySession(data.session, { error: null });
      return { signedIn: data.session !== null };
    },

    ensureSession() {
      if (state.sessionUser) return Promise.resolve(state.sessionUser);
      // Callers at the same moment (a join page starting early, then its own lookup) share one sign-in:
      // two would make two anonymous users, the first left behind.
      signingIn ??= signInAnonymously().finally(() => {
        signingIn = null;
      });
      return signingIn;
    },

    async sendPasswordReset(email, redirectTo = `${window.location.origin}${PASSWORD_RESET_PATH}`) {
      const { error } = await (await requireClient()).auth.resetPasswordForEmail(email.trim(), { redirectTo });
      if (error) fail(error);
      setState({ error: null });
    },

    async updatePassword(password) {
      const { data, error } = await (await requireClient()).auth.updateUser({ password });
      if (error) fail(error);
      const session = (await (await requireClient()).auth.getSession()).data.session;
      applySession(session && { ...session, user: data.user }, { passwordRecovery: false, error: null });
    },

    async signOut() {
      const { error } = await (await requireClient()).auth.signOut({ scope: 'local' });
      if (error) fail(error);
      applySession(null, { error: null });
    },

    async updateDisplayName(username) {
      const name = username.trim();
      if (name === '') fail(new Error('Username cannot be empty'));
      const supabase = await requireClient();
      // The profile row is what polls show to others; update_profile checks the name and renames it.
      await callRpc('update_profile', { username: name }).catch(fail);
      // The auth metadata is what the header and this store read; keep it in step with the profile.
      const { data, error } = await supabase.auth.updateUser({ data: { username: name, display_name: name } });
      if (error) fail(error);
      const session = (await supabase.auth.getSession()).data.session;
      applySession(session && { ...session, user: data.user }, { error: null });
    },

    assumeSignedOut() {
      if (state.status === 'loading') applySession(null);
    },

    clearError() {
      setState({ error: null });
    },
  };
}
