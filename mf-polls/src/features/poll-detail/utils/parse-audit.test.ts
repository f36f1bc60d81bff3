import { describe, expect, it } from 'vitest';
import { parseAudit } from './parse-audit';

describe('parseAudit', () => {
  it('reads each action with its counts, oldest first', () => {
    const trail = parseAudit([
      { at: '2026-11-28T10:00:00.000Z', action: 'created', details: { voters: 'list', trackers: true } },
      { at: '2026-11-28T10:01:00.000Z', action: 'list_changed', details: { added: 12, removed: 0 } },
      { at: '2026-11-28T10:02:00.000Z', action: 'codes_issued', details: { count: 20 } },
      { at: '2026-11-28T10:03:00.000Z', action: 'voting_opened', details: {} },
      { at: '2026-11-28T10:04:00.000Z', action: 'ballots_published', details: { audience: 'everyone', fingerprint: 'ab'.repeat(32) } },
    ]);
    expect(trail.map((entry) => entry.action)).toEqual(['created', 'list_changed', 'codes_issued', 'voting_opened', 'ballots_published']);
    expect(trail[0]).toMatchObject({ voters: 'list', trackers: true });
    expect(trail[1]).toMatchObject({ added: 12, removed: 0 });
    expect(trail[2]).toMatchObject({ count: 20 });
    expect(trail[4]).toMatchObject({ audience: 'everyone', fingerprint: 'ab'.repeat(32) });
  });

  it('leaves out actions it does not know and reads odd counts as 0', () => {
    const trail = parseAudit([
      { at: '2026-11-28T10:00:00.000Z', action: 'renamed', details: {} },
      { at: '2026-11-28T10:01:00.000Z', action: 'codes_revoked', details: { count: -3 } },
      { at: '2026-11-28T10:02:00.000Z', action: 'voting_closed' },
    ]);
    expect(trail).toMatchObject([
      { action: 'codes_revoked', count: 0 },
      { action: 'voting_closed', count: 0 },
    ]);
  });

  it('refuses what is not a trail', () => {
    expect(() => parseAudit({})).toThrow('no audit trail');
    expect(() => parseAudit([{ action: 'created' }])).toThrow('without a time');
  });
});
