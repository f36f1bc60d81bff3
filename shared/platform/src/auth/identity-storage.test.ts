import { beforeEach, describe, expect, it } from 'vitest';
import { identityStorage, keepOnlyIdentity } from './identity-storage';

const ADA = '0b1c6c1e-58c7-4d51-8f7a-5d0c7b2f0a11';
const BEN = '9f3f2a7e-1d1b-4a4b-9d7e-2c6f0e5a8b22';

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of cookieNames()) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('identity storage', () => {
  it("keeps each identity's entries apart", () => {
    identityStorage(ADA).write('ballot_p1', '["option_2","option_1"]');
    expect(identityStorage(ADA).read('ballot_p1')).toBe('["option_2","option_1"]');
    expect(identityStorage(BEN).read('ballot_p1')).toBeNull();
    expect(localStorage.getItem(`runoff:${ADA}:ballot_p1`)).not.toBeNull();
    identityStorage(ADA).remove('ballot_p1');
    expect(identityStorage(ADA).read('ballot_p1')).toBeNull();
  });

  it('counts a session flag and a cookie only for the identity that set them, without its id in them', () => {
    identityStorage(ADA).setSessionFlag('voted_p1');
    identityStorage(ADA).setCookie('voted_p1', 60);
    expect(identityStorage(ADA).hasSessionFlag('voted_p1')).toBe(true);
    expect(identityStorage(ADA).hasCookie('voted_p1')).toBe(true);
    expect(identityStorage(BEN).hasSessionFlag('voted_p1')).toBe(false);
    expect(identityStorage(BEN).hasCookie('voted_p1')).toBe(false);
    expect(identityStorage(ADA).hasCookie('voted_p12')).toBe(false);
    expect(document.cookie).not.toContain(ADA);
    expect(sessionStorage.getItem('voted_p1')).not.toContain(ADA);
  });

  it("keeps only the given identity's records, and none for no identity", () => {
    for (const uid of [ADA, BEN]) {
      identityStorage(uid).write('votedPolls', '{}');
      identityStorage(uid).setCookie(`voted_${uid}`, 60);
      identityStorage(uid).setSessionFlag(`voted_${uid}`);
    }
    localStorage.setItem('sb-localhost-auth-token', 'session');
    localStorage.setItem('theme', 'dark');

    keepOnlyIdentity(ADA);
    expect(identityStorage(ADA).read('votedPolls')).toBe('{}');
    expect(identityStorage(BEN).read('votedPolls')).toBeNull();
    expect(identityStorage(ADA).hasCookie(`voted_${ADA}`)).toBe(true);
    expect(cookieNames()).toEqual([`voted_${ADA}`]);
    expect(sessionStorage.getItem(`voted_${BEN}`)).toBeNull();

    keepOnlyIdentity(null);
    expect(Object.keys(localStorage).sort()).toEqual(['sb-localhost-auth-token', 'theme']);
    expect(cookieNames()).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });

  it('deletes the records older versions kept under the poll alone', () => {
    localStorage.setItem('votedPolls', '{"p1":{}}');
    localStorage.setItem('participant_p1', 'participant-1');
    localStorage.setItem('ballot_p1', '["option_1"]');
    sessionStorage.setItem('voted_p1', 'true');
    document.cookie = 'voted_p1=true; path=/';
    keepOnlyIdentity(ADA);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(cookieNames()).toEqual([]);
  });
});
