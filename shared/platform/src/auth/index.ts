export { useAuth, authStore, type UseAuthResult } from './use-auth';
export {
  createAuthStore,
  INITIAL_AUTH_STATE,
  PASSWORD_RESET_PATH,
  type AuthActions,
  type AuthState,
  type AuthStatus,
  type AuthStore,
  type SignUpResult,
} from './auth-store';
export { toAuthUser, type AuthUser } from './auth-user';
export { identityStorage, keepOnlyIdentity, type IdentityStorage } from './identity-storage';
