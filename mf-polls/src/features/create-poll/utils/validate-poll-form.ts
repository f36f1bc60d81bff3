/** What the create-poll form holds, as typed. */
export interface PollFormValues {
  title: string;
  description: string;
  category: string;
  options: string[];
}

export const MIN_OPTIONS = 2;

export const messages = {
  titleRequired: 'Please enter a title',
  tooFewOptions: 'A poll must have at least 2 options',
  tooFewFilledOptions: 'Please provide at least 2 non-empty options',
} as const;

/** The first problem with the form in the spec's order, or null. The server checks the same rules. */
export function validatePollForm(values: PollFormValues): string | null {
  if (values.title.trim() === '') return messages.titleRequired;
  if (values.options.length < MIN_OPTIONS) return messages.tooFewOptions;
  if (values.options.filter((option) => option.trim() !== '').length < MIN_OPTIONS) return messages.tooFewFilledOptions;
  return null;
}

/** The values as saved: text fields trimmed, blank options dropped (the server does the same). */
export function toNewPoll(values: PollFormValues): PollFormValues {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category.trim(),
    options: values.options.map((option) => option.trim()).filter((option) => option !== ''),
  };
}
