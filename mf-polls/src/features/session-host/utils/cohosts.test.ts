import { describe, expect, it } from 'vitest';
import { cleanEmail, parseCohosts } from './cohosts';

describe('co-hosts', () => {
  it('reads the list of invited addresses, and refuses another shape', () => {
    expect(parseCohosts([{ email: 'ana@example.com', addedAt: '2026-11-28T18:00:00Z' }])).toEqual([
      { email: 'ana@example.com', addedAt: '2026-11-28T18:00:00Z' },
    ]);
    expect(parseCohosts([])).toEqual([]);
    expect(() => parseCohosts(null)).toThrow();
    expect(() => parseCohosts([{ userId: 'u1' }])).toThrow();
  });

  it("cleans an address as add_session_cohost does: trimmed, lower case, one @, no spaces, at most 320 characters", () => {
    expect(cleanEmail('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(cleanEmail('ana')).toBeNull();
    expect(cleanEmail('a b@example.com')).toBeNull();
    expect(cleanEmail('a@b@c')).toBeNull();
    expect(cleanEmail(`${'a'.repeat(310)}@example.com`)).toBeNull();
    expect(cleanEmail(`${'a'.repeat(300)}@example.com`)).toBe(`${'a'.repeat(300)}@example.com`);
    expect(cleanEmail('@example.com')).toBeNull();
    expect(cleanEmail('ana@')).toBeNull();
  });
});
