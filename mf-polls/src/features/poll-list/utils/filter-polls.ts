import type { Poll } from '@runoff/domain';

/** Polls whose title, description or category contains the search text, ignoring case; blank keeps all. */
export function filterPolls<T extends Pick<Poll, 'title' | 'description' | 'category'>>(polls: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...polls];
  return polls.filter((poll) =>
    [poll.title, poll.description, poll.category].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}
