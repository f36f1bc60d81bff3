/** What the create-poll form holds, as typed. */
export interface PollFormValues {
  title: string;
  description: string;
  category: string;
  options: string[];
}

export const MIN_OPTIONS = 2;

/**
 * What can be wrong with the form, each shown in the spec's words (the create form's messages:
 * "Please enter a title", "A poll must have at least 2 options", "Please provide at least 2 non-empty options").
 */
export type PollFormProblem = 'titleRequired' | 'tooFewOptions' | 'tooFewFilledOptions';

/** The first problem with the form in the spec's order, or null. The server checks the same rules. */
export function validatePollForm(values: PollFormValues): PollFormProblem | null {
  if (values.title.trim() === '') return 'titleRequired';
  if (values.options.length < MIN_OPTIONS) return 'tooFewOptions';
  if (values.options.filter((option) => option.trim() !== '').length < MIN_OPTIONS) return 'tooFewFilledOptions';
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
