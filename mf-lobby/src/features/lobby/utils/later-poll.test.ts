import { describe, expect, it } from 'vitest';
import type { Poll, PollStatus } from '@runoff/domain';
import { laterPoll } from './later-poll';

function poll(status: PollStatus, title = 't'): Poll {
  return {
    id: 'p', title, description: '', category: '', options: [], createdBy: 'u', createdAt: null, updatedAt: null,
    isActive: status !== 'completed', status, participantCount: 0, expiresAt: null,
    seats: 1, minRanked: null, shuffleBallots: true, countingMethod: 'irv', voters: 'anyone', trackers: false,
  };
}

describe('laterPoll', () => {
  it('takes the server copy when it is as far on or further (voting began while offline)', () => {
    expect(laterPoll(poll('waiting'), poll('voting')).status).toBe('voting');
    expect(laterPoll(poll('voting', 'old'), poll('voting', 'new')).title).toBe('new');
    expect(laterPoll(null, poll('waiting')).status).toBe('waiting');
  });

  it('never steps the status back for a read that was slower than a broadcast', () => {
    expect(laterPoll(poll('completed'), poll('voting')).status).toBe('completed');
  });
});
