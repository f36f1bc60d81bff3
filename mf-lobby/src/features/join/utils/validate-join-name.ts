/** Product §5.5, §9: a participant's name holds at most 50 characters. */
export const MAX_NAME_LENGTH = 50;

export const NAME_REQUIRED = 'Please enter a name or click "Join Anonymously"';
export const NAME_TOO_LONG = 'Name must be 50 characters or less';

/** The spec's message for a typed name, or null when it may be sent (join_poll checks the same again). */
export function validateJoinName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return NAME_REQUIRED;
  if (trimmed.length > MAX_NAME_LENGTH) return NAME_TOO_LONG;
  return null;
}

/**
 * The name a signed-in account joins with: display name, else e-mail (spec). Cut to 50 characters, since
 * a long e-mail address would otherwise be refused by join_poll and the account could never join.
 */
export function accountJoinName(displayName: string | null, email: string | null): string | null {
  const name = (displayName ?? email ?? '').trim();
  return name === '' ? null : name.slice(0, MAX_NAME_LENGTH);
}
