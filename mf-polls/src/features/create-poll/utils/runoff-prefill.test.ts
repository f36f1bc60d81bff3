import { describe, expect, it } from 'vitest';
import type { Poll, PollResults } from '@runoff/domain';
import { countPollResults } from '@runoff/results-count';
import { runoffPrefill as prefillOfCounted } from './runoff-prefill';

// The count as the create page gets it from @runoff/results-count.
const runoffPrefill = (poll: Poll, results: PollResults) => prefillOfCounted(poll, countPollResults(results));

const options = [
  { id: 'option_1', text: 'Pizza', order: 0 },
  { id: 'option_2', text: 'Sushi', order: 1 },
  { id: 'option_3', text: 'Tacos', order: 2 },
];
const poll: Poll = {
  id: 'p1',
  title: 'Team lunch',
  description: 'Friday',
  category: 'Food',
  options,
  createdBy: 'u1',
  createdAt: null,
  updatedAt: null,
  isActive: false,
  status: 'completed',
  participantCount: 4,
  expiresAt: null,
  seats: 1,
  countingMethod: 'irv',
  minRanked: null,
  shuffleBallots: true,
  voters: 'anyone',
  trackers: false,
};
const results = (ballots: PollResults['ballots']): PollResults => ({
  poll: { id: 'p1', title: poll.title, status: 'completed', options, seats: 1, countingMethod: 'irv' },
  ballots,
  totalVotes: ballots.reduce((sum, group) => sum + group.count, 0),
  generatedAt: '2026-11-23T10:00:00.000Z',
});

describe('runoffPrefill', () => {
  it('keeps title + " (runoff)", description, category and only the tied options in poll order', () => {
    const tied = results([
      { ranking: ['option_3', 'option_1', 'option_2'], count: 1 },
      { ranking: ['option_1', 'option_3', 'option_2'], count: 1 },
    ]);
    expect(runoffPrefill(poll, tied)).toEqual({
      title: 'Team lunch (runoff)',
      description: 'Friday',
      category: 'Food',
      options: ['Pizza', 'Tacos'],
    });
  });

  it('gives nothing when the count has a winner', () => {
    expect(runoffPrefill(poll, results([{ ranking: ['option_2', 'option_1', 'option_3'], count: 3 }]))).toBeNull();
  });

  it('cuts a title at the limit so that " (runoff)" still fits in 200 characters', () => {
    const long = { ...poll, title: 'x'.repeat(200) };
    const tied = results([
      { ranking: ['option_1', 'option_2', 'option_3'], count: 1 },
      { ranking: ['option_2', 'option_1', 'option_3'], count: 1 },
    ]);
    const prefill = runoffPrefill(long, tied);
    expect(prefill?.title).toHaveLength(200);
    expect(prefill?.title.endsWith(' (runoff)')).toBe(true);
  });
});
