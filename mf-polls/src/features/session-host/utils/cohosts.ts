/** An invited co-host as get_session and add/remove_session_cohost give it: an address, never an account. */
export interface Cohost {
  email: string;
  addedAt: string;
}

/** The most addresses a session invites (session.too_many_cohosts), and the longest address the server takes. */
export const MAX_COHOSTS = 10;
export const MAX_EMAIL_LENGTH = 320;

/** The co-host list, or an error for anything else (the page shows the server's shape errors as failures). */
export function parseCohosts(value: unknown): Cohost[] {
  if (!Array.isArray(value)) throw new Error('The server sent no co-host list');
  return value.map((item: unknown) => {
    const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    if (typeof entry.email !== 'string' || typeof entry.addedAt !== 'string') throw new Error('The server sent a co-host without an address');
    return { email: entry.email, addedAt: entry.addedAt };
  });
}

/** What the server would take (case and spaces ignored, one @, no spaces); it checks again. */
export function cleanEmail(typed: string): string | null {
  const clean = typed.trim().toLowerCase();
  return clean.length <= MAX_EMAIL_LENGTH && /^[^@\s]+@[^@\s]+$/.test(clean) ? clean : null;
}
