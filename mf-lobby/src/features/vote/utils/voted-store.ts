/**
 * The browser's own records of a cast vote (product §3.6, §4.3): the map
 * votedPolls in localStorage, the session flag voted_{pollId} and the cookie voted_{pollId} (30 days).
 * They only spare a refused request: the database itself refuses a second vote.
 */
export const VOTED_COOKIE_MAX_AGE_S = 2592000;
const MAP_KEY = 'votedPolls';

export interface VotedRecord {
  participantId: string | null;
  timestamp: string;
  fingerprint: string;
}

function voteKey(pollId: string): string {
  return `voted_${pollId}`;
}

/** A short hash of stable browser properties (product §3.6). */
export function deviceFingerprint(): string {
  const parts = [
    navigator.userAgent,
    navigator.language,
    String(screen.width),
    String(screen.height),
    String(screen.colorDepth),
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ].join('|');
  let hash = 5381;
  for (let i = 0; i < parts.length; i += 1) hash = ((hash << 5) + hash + parts.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(16);
}

function readMap(): Record<string, VotedRecord> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(MAP_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, VotedRecord>) : {};
  } catch {
    return {};
  }
}

function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${encodeURIComponent(name)}=`));
}

function sessionFlag(pollId: string): boolean {
  try {
    return window.sessionStorage.getItem(voteKey(pollId)) === 'true';
  } catch {
    return false;
  }
}

/** True when any of the three local records says this browser voted in the poll. */
export function hasLocalVote(pollId: string): boolean {
  return pollId in readMap() || sessionFlag(pollId) || hasCookie(voteKey(pollId));
}

/** Writes all three records after a successful (or already-recorded) vote. */
export function recordLocalVote(pollId: string, participantId: string | null): void {
  try {
    const map = readMap();
    map[pollId] = { participantId, timestamp: new Date().toISOString(), fingerprint: deviceFingerprint() };
    window.localStorage.setItem(MAP_KEY, JSON.stringify(map));
  } catch {
    // Storage may be blocked; the other records and the server still know.
  }
  try {
    window.sessionStorage.setItem(voteKey(pollId), 'true');
  } catch {
    // As above.
  }
  document.cookie = `${encodeURIComponent(voteKey(pollId))}=true; max-age=${VOTED_COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`;
}
