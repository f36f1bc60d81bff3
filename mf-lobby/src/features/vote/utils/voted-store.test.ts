import { hasLocalVote, recordLocalVote, VOTED_COOKIE_MAX_AGE_S } from './voted-store';

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

  it('says not voted with no records', () => {
    expect(hasLocalVote('poll-1')).toBe(false);
  });

  it('counts the votedPolls map alone', () => {
    localStorage.setItem('votedPolls', JSON.stringify({ 'poll-1': { participantId: 'p', timestamp: '', fingerprint: 'f' } }));
    expect(hasLocalVote('poll-1')).toBe(true);
    expect(hasLocalVote('poll-2')).toBe(false);
  });

  it('counts the session flag alone', () => {
    sessionStorage.setItem('voted_poll-1', 'true');
    expect(hasLocalVote('poll-1')).toBe(true);
  });

  it('counts the cookie alone', () => {
    document.cookie = 'voted_poll-1=true; path=/';
    expect(hasLocalVote('poll-1')).toBe(true);
    expect(hasLocalVote('poll-12')).toBe(false);
  });

  it('writes all three records', () => {
    recordLocalVote('poll-1', 'participant-9');
    const map = JSON.parse(localStorage.getItem('votedPolls') ?? '{}') as Record<string, { participantId: string; fingerprint: string }>;
    expect(map['poll-1']?.participantId).toBe('participant-9');
    expect(map['poll-1']?.fingerprint).toMatch(/^[0-9a-f]+$/);
    expect(sessionStorage.getItem('voted_poll-1')).toBe('true');
    expect(document.cookie).toContain('voted_poll-1=true');
    expect(VOTED_COOKIE_MAX_AGE_S).toBe(30 * 24 * 60 * 60);
  });

  it('survives a corrupt map', () => {
    localStorage.setItem('votedPolls', '{oops');
    expect(hasLocalVote('poll-1')).toBe(false);
    recordLocalVote('poll-1', null);
    expect(hasLocalVote('poll-1')).toBe(true);
  });
});
