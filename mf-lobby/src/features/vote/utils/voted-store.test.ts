import { identityStorage } from '@runoff/platform/auth';
import { hasLocalVote, recordLocalVote, VOTED_COOKIE_MAX_AGE_S } from './voted-store';

const ADA = '0b1c6c1e-58c7-4d51-8f7a-5d0c7b2f0a11';
const BEN = '9f3f2a7e-1d1b-4a4b-9d7e-2c6f0e5a8b22';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe('local voted records', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
  });

  it('says not voted with no records, and never without a session', () => {
    expect(hasLocalVote(ADA, 'poll-1')).toBe(false);
    recordLocalVote(ADA, 'poll-1', 'participant-9');
    expect(hasLocalVote(null, 'poll-1')).toBe(false);
  });

  it('counts the votedPolls map alone', () => {
    identityStorage(ADA).write('votedPolls', JSON.stringify({ 'poll-1': { participantId: 'p', timestamp: '', fingerprint: 'f' } }));
    expect(hasLocalVote(ADA, 'poll-1')).toBe(true);
    expect(hasLocalVote(ADA, 'poll-2')).toBe(false);
  });

  it('counts the session flag alone', () => {
    identityStorage(ADA).setSessionFlag('voted_poll-1');
    expect(hasLocalVote(ADA, 'poll-1')).toBe(true);
  });

  it('counts the cookie alone', () => {
    identityStorage(ADA).setCookie('voted_poll-1', 60);
    expect(hasLocalVote(ADA, 'poll-1')).toBe(true);
    expect(hasLocalVote(ADA, 'poll-12')).toBe(false);
  });

  it('writes all three records, for the voter only', () => {
    recordLocalVote(ADA, 'poll-1', 'participant-9');
    const map = JSON.parse(identityStorage(ADA).read('votedPolls') ?? '{}') as Record<string, { participantId: string; fingerprint: string }>;
    expect(map['poll-1']?.participantId).toBe('participant-9');
    expect(map['poll-1']?.fingerprint).toMatch(/^[0-9a-f]+$/);
    expect(identityStorage(ADA).hasSessionFlag('voted_poll-1')).toBe(true);
    expect(identityStorage(ADA).hasCookie('voted_poll-1')).toBe(true);
    expect(document.cookie).toContain('voted_poll-1=');
    expect(VOTED_COOKIE_MAX_AGE_S).toBe(30 * 24 * 60 * 60);
    // The next person at this computer is not "voted" by Ada's records: not by the map, the flag or the cookie.
    expect(hasLocalVote(BEN, 'poll-1')).toBe(false);
  });

  it('survives a corrupt map', () => {
    identityStorage(ADA).write('votedPolls', '{oops');
    expect(hasLocalVote(ADA, 'poll-1')).toBe(false);
    recordLocalVote(ADA, 'poll-1', null);
    expect(hasLocalVote(ADA, 'poll-1')).toBe(true);
  });
});
