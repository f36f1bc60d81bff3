import { countResults } from '../lib/count-results';
import type { PollResults } from '@runoff/shared/domain';
import type { CountedResults } from '../lib/poll-results';

/** Three films, 7 ballots: Jaws is eliminated in round 1, Alien wins in round 2 with 4 of 7. */
export function filmResults(overrides: Partial<PollResults> = {}): PollResults {
  return {
    poll: {
      id: 'poll-1',
      title: 'Best film',
      status: 'completed',
      options: [
        { id: 'option_1', text: 'Jaws', order: 0 },
        { id: 'option_2', text: 'Alien', order: 1 },
        { id: 'option_3', text: 'Heat', order: 2 },
      ],
    },
    ballots: [
      { ranking: ['option_2', 'option_3', 'option_1'], count: 3 },
      { ranking: ['option_3', 'option_2', 'option_1'], count: 3 },
      { ranking: ['option_1', 'option_2', 'option_3'], count: 1 },
    ],
    totalVotes: 7,
    generatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function countedFilms(overrides: Partial<PollResults> = {}): CountedResults {
  return countResults(filmResults(overrides));
}

/** Two options, two ballots, one each: a perfect two-way tie. */
export function tiedResults(): CountedResults {
  return countResults(
    filmResults({
      poll: {
        id: 'poll-2',
        title: 'Coin toss',
        status: 'completed',
        options: [
          { id: 'option_1', text: 'Heads', order: 0 },
          { id: 'option_2', text: 'Tails', order: 1 },
        ],
      },
      ballots: [
        { ranking: ['option_1', 'option_2'], count: 1 },
        { ranking: ['option_2', 'option_1'], count: 1 },
      ],
      totalVotes: 2,
    }),
  );
}
