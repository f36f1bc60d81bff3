import { useCallback } from 'react';
import { errorMessage } from '../supabase/errors';
import { DEFAULT_LOCALE } from './locales';
import { platformMessages } from './platform-messages';

type Translate = ReturnType<typeof platformMessages.useText>['t'];
type ErrorId = Parameters<Translate>[0];
type Values = Readonly<Record<string, string | number>>;

/**
 * The English texts the server and the client raise, each with its message id: the SQL functions'
 * (supabase/migrations), the auth service's (supabase/local/src/auth, GoTrue's wording) and the client's
 * own. A message not listed here, nor matched below, is shown as the server sent it.
 */
const KNOWN: ReadonlyMap<string, ErrorId> = new Map<string, ErrorId>([
  // The client's own (supabase/errors.ts, auth-store.ts).
  ['Could not reach the server. Check your connection and try again.', 'error.unreachable'],
  ['Unknown error', 'error.unknown'],
  ['Authentication failed', 'error.authenticationFailed'],
  ['No session was created.', 'error.noSession'],
  // The SQL functions (raise exception … message => …).
  ['Poll not found', 'error.pollNotFound'],
  ['You must be signed in to do this', 'error.mustSignIn'],
  ['User not found', 'error.userNotFound'],
  ['Username cannot be empty', 'error.usernameEmpty'],
  ['A ballot must rank every option of this poll exactly once', 'error.ballotIncomplete'],
  ['Sign in with an account to create a poll', 'error.accountToCreate'],
  ['Please enter a title', 'error.titleMissing'],
  ['A poll must have at least 2 options', 'error.optionsTooFew'],
  ['Please provide at least 2 non-empty options', 'error.optionsNonEmpty'],
  ['A poll can have at most 100 options', 'error.optionsTooMany'],
  ['Each option must be different', 'error.optionsDifferent'],
  ['Options must be a list of texts', 'error.optionsNotTexts'],
  ['The closing time must be in the future', 'error.closingInPast'],
  ['The closing time must be a date and time, not infinity', 'error.closingInfinite'],
  ['The closing time of this poll has passed: voting can no longer start', 'error.closingPassedStart'],
  ['Only the host can change the status of this poll', 'error.hostOnlyStatus'],
  ['Only the host can delete this poll', 'error.hostOnlyDelete'],
  ['Only the host can change the settings of this poll', 'error.hostOnlySettings'],
  ['Only the host can remove participants', 'error.hostOnlyRemove'],
  ["Only the host can send the room's summary", 'error.hostOnlySummary'],
  ['The settings of a completed poll cannot change', 'error.completedSettings'],
  ['The participant limit must be between 1 and 100,000', 'error.limitRange'],
  ['The number of winners must be at least 1 and less than the number of options', 'error.winnersRange'],
  ['The number of options to rank must be at least 1 and at most the number of options', 'error.minRankedRange'],
  ['You have created too many polls in the last hour. Please try again later', 'error.tooManyPolls'],
  ['Too many polls have been created from your network in the last hour. Please try again later', 'error.tooManyPollsNetwork'],
  ['Runoff is taking no new polls for now: too many were created in the last hour. Please try again later', 'error.noNewPolls'],
  ['Too many people have joined polls from your network in the last hour. Please try again later', 'error.tooManyJoinsNetwork'],
  ['Runoff is taking no new participants for now: too many joined in the last hour. Please try again later', 'error.noNewParticipants'],
  ['Please enter a name or click "Join Anonymously"', 'error.nameMissing'],
  ['This poll is no longer active', 'error.pollInactive'],
  ['The host removed you from this poll', 'error.removedByHost'],
  ['Sign in with an account to join this poll', 'error.accountToJoin'],
  ['Only the host and participants can see who joined this poll', 'error.whoJoinedHidden'],
  ['Participants can only be removed before voting starts', 'error.removeBeforeVoting'],
  ['Participant not found', 'error.participantNotFound'],
  ['Voting is not currently open for this poll', 'error.votingNotOpen'],
  ['Voting has closed: the closing time of this poll has passed', 'error.votingClosedTime'],
  ['Join this poll before voting', 'error.joinBeforeVoting'],
  ['You have already voted in this poll', 'error.alreadyVoted'],
  ['A ranking must be a plain list of option ids, first choice first', 'error.rankingShape'],
  ['A ranking cannot hold empty entries', 'error.rankingEmptyEntries'],
  ['Each option can be ranked only once', 'error.rankingRepeats'],
  ['The ranking holds an option that is not in this poll', 'error.rankingForeign'],
  ['Results are available once voting has ended', 'error.resultsHidden'],
  ['Could not find a free join code, please try again', 'error.noFreeCode'],
  ['A join code has 6 letters and digits', 'error.malformedCode'],
  ['Too many wrong codes. Please wait a few minutes and try again.', 'error.tooManyWrongCodes'],
  ['Too many wrong codes without a session. Sign in and try again.', 'error.tooManyWrongCodesAnon'],
  // The auth service (GoTrue's words, as supabase/local/src/auth answers them) and auth-js.
  ['Invalid login credentials', 'error.invalidLogin'],
  ['User already registered', 'error.userExists'],
  ['A user with this email address has already been registered', 'error.emailTaken'],
  ['Unable to validate email address: invalid format', 'error.emailInvalid'],
  ['Invalid email format', 'error.emailInvalidFormat'],
  ['An email address is required', 'error.emailRequired'],
  ['An email address is too long', 'error.emailTooLong'],
  ['Email not confirmed', 'error.emailNotConfirmed'],
  ['Signup requires a valid password', 'error.passwordRequired'],
  ['Password recovery requires an email', 'error.recoveryEmailRequired'],
  ['New password should be different from the old password.', 'error.samePassword'],
  ['Email rate limit exceeded', 'error.emailRateLimit'],
  ['Request rate limit reached', 'error.requestRateLimit'],
  ['Too many requests from this address are waiting', 'error.gatewayBusy'],
  ['Email link is invalid or has expired', 'error.linkExpired'],
  ['Token has expired or is invalid', 'error.tokenExpired'],
  ['User is banned', 'error.userBanned'],
  ['Auth session missing!', 'error.sessionMissing'],
  ['Error sending recovery email', 'error.recoveryEmailFailed'],
  ['Error sending confirmation email', 'error.confirmationEmailFailed'],
  ['Unexpected failure, please check server logs for more information', 'error.unexpected'],
]);

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
