import { errorMessage } from '@runoff/platform/supabase';

// How browsers and the gateway word a request whose answer never came back (fetch failed, aborted, or a
// gateway with nothing behind it). The request may still have reached the database.
const LOST = [
  /could not reach the server/i, // errorMessage()'s wording for a failed fetch
  /failed to fetch/i,
  /networkerror/i,
  /load failed/i,
  /fetch failed/i,
  /network request failed/i,
  /aborterror/i,
  /timed? ?out/i,
  /bad gateway|service unavailable|gateway timeout/i,
];

/** True when a call failed without the server's answer: it may or may not have been carried out. */
export function isLostAnswer(failure: unknown): boolean {
  if (typeof failure === 'object' && failure !== null) {
    const code = (failure as { code?: unknown }).code;
    // A SQL error code means the database answered: the call was refused, not lost.
    if (typeof code === 'string' && /^(PT\d{3}|[0-9A-Z]{5}|PGRST\d+)$/.test(code)) return false;
  }
  const message = errorMessage(failure);
  return LOST.some((pattern) => pattern.test(message));
}
