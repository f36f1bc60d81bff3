import { badRequest, WeakPasswordError } from './errors.js';

/** GoTrue's password rules as the Supabase CLI configures them locally: at least 6 characters. */
const PASSWORD_MIN_LENGTH = 6;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords. */
const PASSWORD_MAX_LENGTH = 72;

// The format check GoTrue uses (github.com/badoux/checkmail ValidateFormat).
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Returns the address lower-cased, or throws GoTrue's validation_failed error. */
export function validateEmail(email: unknown): string {
  if (typeof email !== 'string' || email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email)) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** GoTrue's checkPasswordStrength with only the length rule enabled (the local default). */
export function checkPasswordStrength(password: string): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > PASSWORD_MAX_LENGTH) {
    throw badRequest('validation_failed', `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
  if (bytes < PASSWORD_MIN_LENGTH) {
    throw new WeakPasswordError(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, ['length']);
  }
}

/** A string field of a JSON body, or '' (Go decodes a missing field to its zero value). */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    throw badRequest('bad_json', `Could not parse request body as JSON: json: cannot unmarshal ${typeof value} into Go struct field .${name} of type string`);
  }
  return value;
}

/** An object field of a JSON body (user metadata), or undefined. */
export function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: json: cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into Go struct field .${name} of type map[string]interface {}`);
  }
  return value as Record<string, unknown>;
}
