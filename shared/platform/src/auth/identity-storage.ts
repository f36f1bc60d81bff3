/**
 * What this browser keeps for one identity (the session's user, an anonymous participant included): the
 * lobby's voting records, product §3 "Local browser records". Classrooms and labs share computers, and a
 * record kept under the poll alone showed the previous voter's ballot to the next person (issue 19). So:
 * - localStorage entries are keyed by the user: `runoff:{uid}:{name}` (e.g. `runoff:{uid}:ballot_{pollId}`);
 * - the session flag (sessionStorage) and the cookie keep their names (`voted_{pollId}`) and hold the
 *   identity's tag, a hash of the user id (no id in a cookie the app's host receives): they count only for
 *   the identity that set them;
 * - the auth store keeps only the current identity's records (keepOnlyIdentity): when the session ends
 *   (sign-out, an anonymous session replaced by a sign-in, a session the server no longer accepts) and
 *   when a page starts, everything else is deleted, the records older versions kept under the poll alone too.
 * Storage may be unavailable (private modes, blocked cookies): then nothing is kept and nothing is shown.
 */

const PREFIX = 'runoff:';
/** The lobby's records before they were keyed by identity (2026-11): whose they are is unknown, so they go. */
const UNKEYED_RECORD = /^(votedPolls|participant_.+|ballot_.+|voted_.+)$/;

/** cyrb53: a 53-bit string hash, enough to tell the identities of one browser apart. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** The value a flag or cookie of this identity holds. */
function tagOf(uid: string): string {
  return `${PREFIX}${hash53(uid)}`;
}

function localKey(uid: string, name: string): string {
  return `${PREFIX}${uid}:${name}`;
}

/** Runs a storage access; storage that is blocked or full is treated as empty. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

function cookies(): Array<{ name: string; value: string }> {
  return attempt(
    () =>
      document.cookie
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const at = part.indexOf('=');
          return { name: decodeURIComponent(part.slice(0, at)), value: decodeURIComponent(part.slice(at + 1)) };
        }),
    [],
  );
}

function expireCookie(name: string): void {
  attempt(() => {
    document.cookie = `${encodeURIComponent(name)}=; max-age=0; path=/; SameSite=Lax`;
  }, undefined);
}

function keysOf(storage: Storage): string[] {
  return attempt(() => Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null), []);
}

export interface IdentityStorage {
  /** A localStorage entry of this identity, or null. */
  read(name: string): string | null;
  write(name: string, value: string): void;
  remove(name: string): void;
  /** Whether this tab's session flag `name` was set by this identity. */
  hasSessionFlag(name: string): boolean;
  setSessionFlag(name: string): void;
  /** Whether the cookie `name` was set by this identity. */
  hasCookie(name: string): boolean;
  setCookie(name: string, maxAgeSeconds: number): void;
}

/** The storage of the identity `uid`: nothing read or written there is seen by another identity. */
export function identityStorage(uid: string): IdentityStorage {
  const tag = tagOf(uid);
  return {
    read: (name) => attempt(() => window.localStorage.getItem(localKey(uid, name)), null),
    write: (name, value) => attempt(() => window.localStorage.setItem(localKey(uid, name), value), undefined),
    remove: (name) => attempt(() => window.localStorage.removeItem(localKey(uid, name)), undefined),
    hasSessionFlag: (name) => attempt(() => window.sessionStorage.getItem(name) === tag, false),
    setSessionFlag: (name) => attempt(() => window.sessionStorage.setItem(name, tag), undefined),
    hasCookie: (name) => cookies().some((cookie) => cookie.name === name && cookie.value === tag),
    setCookie: (name, maxAgeSeconds) =>
      attempt(() => {
        document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(tag)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
      }, undefined),
  };
}

/**
 * Deletes every record in this browser that is not the identity `uid`'s (all of them for null): local
 * entries of other users, flags and cookies holding another tag, and the records older versions kept under
 * the poll alone. The auth store calls it as a page starts and whenever the session's user changes.
 */
export function keepOnlyIdentity(uid: string | null): void {
  const tag = uid === null ? null : tagOf(uid);
  const own = uid === null ? null : `${PREFIX}${uid}:`;
  const local = attempt(() => window.localStorage, null);
  if (local) {
    for (const key of keysOf(local)) {
      const ours = key.startsWith(PREFIX) && /^runoff:[^:]+:/.test(key);
      if ((ours && (own === null || !key.startsWith(own))) || UNKEYED_RECORD.test(key)) attempt(() => local.removeItem(key), undefined);
    }
  }
  const session = attempt(() => window.sessionStorage, null);
  if (session) {
    for (const key of keysOf(session)) {
      const value = attempt(() => session.getItem(key), null) ?? '';
      if ((value.startsWith(PREFIX) && value !== tag) || (UNKEYED_RECORD.test(key) && !value.startsWith(PREFIX))) {
        attempt(() => session.removeItem(key), undefined);
      }
    }
  }
  for (const cookie of cookies()) {
    if ((cookie.value.startsWith(PREFIX) && cookie.value !== tag) || (UNKEYED_RECORD.test(cookie.name) && !cookie.value.startsWith(PREFIX))) {
      expireCookie(cookie.name);
    }
  }
}
