import { useCallback } from 'react';
import en from './messages/en.json';
import { toFailure, type Failure, type FailureValue } from './failure';
import { platformMessages } from './platform-messages';

type Translate = ReturnType<typeof platformMessages.useText>['t'];

/** The failure ids the catalogue words (messages/en.json, less the field names). */
function isWorded(id: string): id is keyof typeof en {
  return Object.hasOwn(en, id) && !id.startsWith('field.');
}

function shown(value: FailureValue, t: Translate, key: string): string | number {
  if (value === null) return '';
  if (typeof value === 'boolean') return String(value);
  // A text's field comes as a key ("each_option"): its name is a message of its own.
  if (key === 'field' && typeof value === 'string') {
    const id = `field.${value}`;
    return Object.hasOwn(en, id) ? t(id as keyof typeof en) : value;
  }
  return value;
}

/** A failure in `t`'s language: its id's message with its values, or the generic message for an id not known here. */
function wordFailure(failure: Failure, t: Translate): string {
  if (!isWorded(failure.id)) return t('failure.unknown');
  const values = Object.fromEntries(Object.entries(failure.values).map(([key, value]) => [key, shown(value, t, key)]));
  return t(failure.id, values);
}

/**
 * Failures in the reader's language: `const describe = useFailureText()`, then `describe(failure)` as the
 * alert renders. Every remote shows a failure this way, so a language switch rewords it where it stands.
 * It takes a Failure, or anything a call threw (read by toFailure), e.g. useLoad's `error`.
 */
export function useFailureText(): (failure: Failure | unknown) => string {
  const { t } = platformMessages.useText();
  return useCallback((failure: unknown) => wordFailure(toFailure(failure), t), [t]);
}

/** A failure in English outside React (a log line, a test). */
export function englishFailure(failure: Failure): string {
  return wordFailure(failure, platformMessages.english);
}

/**
 * An alert as data: one of a package's messages (`id`: "Failed to sign in: {message}", or a rule of its own
 * such as "Please fill in all fields") with the failure worded into its `{message}`. A screen keeps this in
 * state and words it with useNoticeText as it renders.
 */
export interface FailureNotice<Id extends string = string> {
  readonly id: Id;
  readonly failure?: Failure;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** `const say = useNoticeText(t)`, then `<Alert>{say(notice)}</Alert>`: the notice in the reader's language. */
export function useNoticeText<Id extends string>(
  t: (id: Id, values?: Readonly<Record<string, string | number>>) => string,
): (notice: FailureNotice<Id>) => string {
  const describe = useFailureText();
  return useCallback(
    (notice: FailureNotice<Id>) => t(notice.id, { ...notice.values, ...(notice.failure ? { message: describe(notice.failure) } : {}) }),
    [t, describe],
  );
}
