import { TEXT_LIMITS, type Poll } from '@runoff/domain';
import { RUNOFF_TITLE_SUFFIX } from '@runoff/platform/federation';
import type { CountedPoll } from '@runoff/results-count';
import type { PollFormValues } from './validate-poll-form';

/**
 * The new poll a tie asks for: the same title plus " (runoff)" (the title cut so that both fit the limit),
 * the same description and category, and only the options the count could not separate, in the poll's
 * order. Null when the poll's count (@runoff/results-count's, by the poll's method) did not end in a tie.
 */
export function runoffPrefill(poll: Poll, { results, count, method }: Pick<CountedPoll, 'results' | 'count'> & Partial<Pick<CountedPoll, 'method'>>): PollFormValues | null {
  // A poll counted by another method ties when that method does (issue 31).
  const tie = method ? method.tie : count.tie;
  if (!tie || tie.length < 2) return null;
  const tied = [...results.poll.options].sort((a, b) => a.order - b.order).filter((option) => tie.includes(option.id));
  const room = TEXT_LIMITS.title - RUNOFF_TITLE_SUFFIX.length;
  const title = [...poll.title].length > room ? [...poll.title].slice(0, room).join('').trimEnd() : poll.title;
  return {
    title: `${title}${RUNOFF_TITLE_SUFFIX}`,
    description: poll.description,
    category: poll.category,
    options: tied.map((option) => option.text),
  };
}
