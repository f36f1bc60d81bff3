import { useSyncExternalStore } from 'react';
import { whenSupabaseConfigured } from '@runoff/platform/supabase';
import { createAuthStore, type AuthActions, type AuthState, type AuthStore } from './auth-store';

/**
 * The page's one auth store. It attaches the moment the shell (or a standalone page) configures Supabase,
 * early enough to hear the PASSWORD_RECOVERY event auth-js emits after reading a reset link from the URL.
 */
export const authStore: AuthStore = createAuthStore();
whenSupabaseConfigured((client) => authStore.attach(client));

export type UseAuthResult = AuthState & AuthActions;

const actions: AuthActions = {
  signIn: authStore.signIn,
  signUp: authStore.signUp,
  ensureSession: authStore.ensureSession,
  sendPasswordReset: authStore.sendPasswordReset,
  updatePassword: authStore.updatePassword,
  signOut: authStore.signOut,
  updateDisplayName: authStore.updateDisplayName,
  clearError: authStore.clearError,
};

/** The current auth state and the auth actions; every remote on the page sees the same session. */
export function useAuth(): UseAuthResult {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getSnapshot);
  return { ...state, ...actions };
}
