/**
 * GoTrue's error answers. An error carries an HTTP status, a machine code (GoTrue's ErrorCode) and
 * a message; how it is written depends on the X-Supabase-Api-Version the client sent, exactly as
 * GoTrue's HandleResponseError does (internal/api/errors.go).
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A password that fails the strength rules: answered 422 with `weak_password.reasons`. */
export class WeakPasswordError extends Error {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message);
  }
}

/** OAuth2-style error (`{error, error_description}`, always 400), used by the token endpoint. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);

const API_VERSION_2024 = Date.UTC(2024, 0, 1);

/** The API version GoTrue settles on for a request header: '2024-01-01' or null (the initial one). */
export function negotiateApiVersion(header: string | undefined): '2024-01-01' | null {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return null;
  const parsed = Date.parse(`${header}T00:00:00Z`);
  if (Number.isNaN(parsed)) return null;
  return parsed >= API_VERSION_2024 ? '2024-01-01' : null;
}

export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** What GoTrue writes for an error, given the request's X-Supabase-Api-Version header. */
export function errorAnswer(error: unknown, apiVersionHeader: string | undefined): ErrorAnswer {
  const version = negotiateApiVersion(apiVersionHeader);
  const headers: Record<string, string> = version ? { 'X-Supabase-Api-Version': version } : {};

  if (error instanceof WeakPasswordError) {
    const payload = { reasons: error.reasons };
    if (version) return { status: 422, headers, body: { code: 'weak_password', message: error.message, weak_password: payload } };
    return {
      status: 422,
      headers: { ...headers, 'x-sb-error-code': 'weak_password' },
      body: { code: 422, error_code: 'weak_password', msg: error.message, weak_password: payload },
    };
  }
  if (error instanceof OAuthError) {
    return { status: 400, headers, body: { error: error.error, error_description: error.description } };
  }
  const known = error instanceof AuthError;
  const status = known ? error.status : 500;
  const code = known ? error.code || (status === 500 ? 'unexpected_failure' : 'unknown') : 'unexpected_failure';
  const message = known ? error.message : 'Unexpected failure, please check server logs for more information';
  headers['x-sb-error-code'] = code;
  if (version) return { status, headers, body: { code, message } };
  return { status, headers, body: { code: status, error_code: code, msg: message } };
}
