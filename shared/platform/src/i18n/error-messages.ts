import { useCallback } from 'react';
import { errorMessage } from '../supabase/errors';
import { DEFAULT_LOCALE } from './locales';
import en from './messages/en.json';
import { platformMessages } from './platform-messages';

type Translate = ReturnType<typeof platformMessages.useText>['t'];
type ErrorId = Parameters<Translate>[0];
type Values = Readonly<Record<string, string | number>>;

/**
 * The English texts the server and the client raise, each with its message id: messages/en.json holds them
 * (the SQL functions' from supabase/migrations, the auth service's from supabase/local/src/auth in GoTrue's
 * wording, the client's own), so a new one is one line there and in each translation. A message not listed,
 * nor matched by PATTERNS below, is shown as the server sent it. Texts with arguments are PATTERNS' and the
 * field names are theirs too: neither is a message on its own.
 */
const KNOWN: ReadonlyMap<string, ErrorId> = new Map(
  (Object.entries(en) as [ErrorId, string][]).filter(([id, text]) => !id.startsWith('error.field.') && !text.includes('{')).map(([id, text]) => [text, id]),
);

/** The fields the SQL functions name in their messages ("Title must be 200 characters or less"). */
const FIELDS = {
  Title: 'error.field.title',
  Description: 'error.field.description',
  Category: 'error.field.category',
  Name: 'error.field.name',
  Username: 'error.field.username',
  'Each option': 'error.field.option',
} as const satisfies Record<string, ErrorId>;
const FIELD = `(${Object.keys(FIELDS).join('|')})`;
const NAME_FIELD = '(Name|Username)';

interface Pattern {
  pattern: RegExp;
  id: ErrorId;
  /** The message's arguments from the match: numbers as numbers (Intl formats them), field names by id. */
  values: (match: RegExpExecArray, t: Translate) => Values;
}

const field = (t: Translate, name: string | undefined) => t(FIELDS[name as keyof typeof FIELDS]);
const count = (digits: string | undefined) => Number(digits);

/** The messages with values in them (format('…%s…') in SQL, `${…}` in the auth service). */
const PATTERNS: readonly Pattern[] = [
  { pattern: new RegExp(`^${FIELD} must be (\\d+) characters or less$`), id: 'error.tooLong', values: (m, t) => ({ field: field(t, m[1]), max: count(m[2]) }) },
  {
    pattern: new RegExp(`^${FIELD} must not contain control characters or invisible formatting characters$`),
    id: 'error.invisibleCharacters',
    values: (m, t) => ({ field: field(t, m[1]) }),
  },
  {
    pattern: new RegExp(`^${NAME_FIELD} must contain at least one visible letter, digit or symbol$`),
    id: 'error.noVisibleCharacter',
    values: (m, t) => ({ field: field(t, m[1]) }),
  },
  {
    pattern: new RegExp(`^${NAME_FIELD} must not start with an accent or other combining mark$`),
    id: 'error.startsWithMark',
    values: (m, t) => ({ field: field(t, m[1]) }),
  },
  {
    pattern: new RegExp(`^${NAME_FIELD} must not stack more than (\\d+) accents or other combining marks on one character$`),
    id: 'error.stackedMarks',
    values: (m, t) => ({ field: field(t, m[1]), max: count(m[2]) }),
  },
  {
    pattern: new RegExp(`^${NAME_FIELD} cannot be "([\\s\\S]*)": Runoff shows that label itself\\. Please choose another name$`),
    id: 'error.reservedName',
    values: (m, t) => ({ field: field(t, m[1]), name: m[2] ?? '' }),
  },
  {
    // Option texts may hold anything printable, quotes included: the server's words around them decide.
    pattern: /^Options "([\s\S]*)" and "([\s\S]*)" look the same\. Each option must be different$/,
    id: 'error.optionsLookAlike',
    values: (m) => ({ first: m[1] ?? '', second: m[2] ?? '' }),
  },
  { pattern: /^This poll is full: it admits at most (\d+) participants$/, id: 'error.pollFull', values: (m) => ({ max: count(m[1]) }) },
  { pattern: /^Please rank at least (\d+) options?$/, id: 'error.rankAtLeast', values: (m) => ({ count: count(m[1]) }) },
  {
    pattern: /^The participant limit cannot be lower than the (\d+) people who already joined$/,
    id: 'error.limitBelowJoined',
    values: (m) => ({ count: count(m[1]) }),
  },
  {
    pattern: /^A poll that is (waiting|voting|completed) cannot move to (waiting|voting|completed)$/,
    id: 'error.statusMove',
    values: (m) => ({ from: m[1] ?? '', to: m[2] ?? '' }),
  },
  { pattern: /^Unknown poll status: ([\s\S]*)$/, id: 'error.unknownStatus', values: (m) => ({ status: m[1] ?? '' }) },
  {
    pattern: /^No open poll has the code ([A-Z0-9-]+)\. Check the code, or ask the host for the link\.$/,
    id: 'error.noPollWithCode',
    values: (m) => ({ code: m[1] ?? '' }),
  },
  {
    pattern: /^For security purposes, you can only request this after (\d+) seconds\.$/,
    id: 'error.retryAfter',
    values: (m) => ({ seconds: count(m[1]) }),
  },
  { pattern: /^Password should be at least (\d+) characters\.$/, id: 'error.passwordTooShort', values: (m) => ({ min: count(m[1]) }) },
  { pattern: /^Password cannot be longer than (\d+) characters$/, id: 'error.passwordTooLong', values: (m) => ({ max: count(m[1]) }) },
  // An HTTP status is a code, not a quantity: shown as sent.
  { pattern: /^The server answered HTTP (\d{3})$/, id: 'error.httpStatus', values: (m) => ({ status: m[1] ?? '' }) },
  {
    pattern: /^permission denied for ((?:table|view|function|schema|sequence) [\s\S]+)$/,
    id: 'error.permissionDenied',
    values: (m) => ({ object: m[1] ?? '' }),
  },
];

/**
 * An English error text in `t`'s language: a known text by its id, a patterned one with its values
 * (numbers formatted by Intl in that language), anything else unchanged.
 */
export function translateError(english: string, t: Translate): string {
  const id = KNOWN.get(english);
  if (id !== undefined) return t(id);
  for (const { pattern, id: patternId, values } of PATTERNS) {
    const match = pattern.exec(english);
    if (match) return t(patternId, values(match, t));
  }
  return english;
}

/**
 * errorMessage (supabase/errors.ts) in the reader's language: `const describe = useErrorMessage()`. English
 * readers get the server's text exactly as it was sent (the spec's wording, numbers as the server wrote them).
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t, locale } = platformMessages.useText();
  return useCallback(
    (error: unknown) => {
      const english = errorMessage(error);
      return locale === DEFAULT_LOCALE ? english : translateError(english, t);
    },
    [t, locale],
  );
}
