/**
 * auth-js's error predicates, by the same marks it checks (`__isAuthError` and the error's name), so code
 * that only inspects errors does not load supabase-js (loadSupabase() loads it when a client is needed).
 */
interface AuthErrorLike {
  __isAuthError: true;
  name: string;
  message: string;
  status?: number;
}

export function isAuthError(error: unknown): error is AuthErrorLike {
  return typeof error === 'object' && error !== null && '__isAuthError' in error;
}

export function isAuthApiError(error: unknown): error is AuthErrorLike & { status: number } {
  return isAuthError(error) && error.name === 'AuthApiError';
}

export function isAuthSessionMissingError(error: unknown): error is AuthErrorLike {
  return isAuthError(error) && error.name === 'AuthSessionMissingError';
}

export function isAuthRetryableFetchError(error: unknown): error is AuthErrorLike & { status: number } {
  return isAuthError(error) && error.name === 'AuthRetryableFetchError';
}
