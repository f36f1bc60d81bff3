import { countBallots } from '@runoff/counting';
import { TEXT_LIMITS, type Poll, type PollResults } from '@runoff/domain';
import { RUNOFF_TITLE_SUFFIX } from '@runoff/platform/federation';
import type { PollFormValues } from './validate-poll-form';

/**
 * The new poll a tie asks for: the same title plus " (runoff)" (the title cut so that both fit the limit),
 * the same description and category, and only the options the count could not separate, in the poll's
 * order. Null when the poll's count did not end in a tie.
 */
export function runoffPrefill(poll: Poll, results: PollResults): PollFormValues | null {
  const options = results.poll.options.map((option) => ({ id: option.id, name: option.text, order: option.order }));
  const { tie } = countBallots(options, results.ballots);
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
