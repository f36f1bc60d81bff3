import { identityStorage } from '@runoff/platform/auth';

/**
 * The browser's own records of a cast vote (product §3 Local browser records, §4 Voted state): the map
 * votedPolls in localStorage, the session flag voted_{pollId} and the cookie voted_{pollId} (30 days). All
 * three belong to the user who voted (identityStorage): another person at the same computer is not "voted"
 * by them, and they are forgotten when that user's session ends. They only spare a refused request: the
 * database itself refuses a second vote, and its hasVoted says "voted" again after a new sign-in.
 */
export const VOTED_COOKIE_MAX_AGE_S = 2592000;
const MAP_KEY = 'votedPolls';

interface VotedRecord {
  participantId: string | null;
  timestamp: string;
  fingerprint: string;
}

function voteKey(pollId: string): string {
  return `voted_${pollId}`;
}

/** A short hash of stable browser properties (product §3: "a device fingerprint derived from browser properties"). */
function deviceFingerprint(): string {
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

function readMap(uid: string): Record<string, VotedRecord> {
  try {
    const parsed: unknown = JSON.parse(identityStorage(uid).read(MAP_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, VotedRecord>) : {};
  } catch {
    return {};
  }
}

/** True when any of the user's three local records says they voted in the poll; never without a session. */
export function hasLocalVote(uid: string | null, pollId: string): boolean {
  if (!uid) return false;
  const storage = identityStorage(uid);
  return pollId in readMap(uid) || storage.hasSessionFlag(voteKey(pollId)) || storage.hasCookie(voteKey(pollId));
}

/** Writes all three records for the user after a successful (or already-recorded) vote. */
export function recordLocalVote(uid: string, pollId: string, participantId: string | null): void {
  const storage = identityStorage(uid);
  const map = readMap(uid);
  map[pollId] = { participantId, timestamp: new Date().toISOString(), fingerprint: deviceFingerprint() };
  storage.write(MAP_KEY, JSON.stringify(map));
  storage.setSessionFlag(voteKey(pollId));
  storage.setCookie(voteKey(pollId), VOTED_COOKIE_MAX_AGE_S);
}
