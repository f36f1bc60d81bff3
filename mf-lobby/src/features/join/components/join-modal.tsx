import { useFailureText, useNoticeText, type Failure } from '@runoff/platform/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, TextField, useFocusTrap } from '@runoff/ui';
import type { JoinFailure } from '../utils/join-error';
import { JoinFailureAlert } from './join-failure-alert';
import { EmailSignIn } from './email-sign-in';
import { MAX_NAME_LENGTH, NAME_REQUIRED, validateJoinName } from '../utils/validate-join-name';
import { formatVotingCode, isVotingCode, VOTING_CODE_LENGTH } from '../utils/voting-code';
import { useText } from '../../../lib/i18n';
import styles from './join.module.css';

/** A poll whose voters are on a list (issue 27): what the modal asks besides the name. */
interface ListJoin {
  /** Ask for a printed voting code: the identity holds none yet. */
  askCode: boolean;
  /** The code the card's link carried (refused), to correct rather than type again. */
  initialCode?: string;
}

export interface JoinModalProps {
  /** For the Sign in link of an accounts-only poll. */
  pollId?: string;
  pollTitle: string;
  failure: JoinFailure | null;
  busy: 'name' | 'anonymous' | null;
  /** Set for a list poll. */
  list?: ListJoin;
  /** False for a signed-in account, which joins with its own name (unless the database refused it). */
  askName?: boolean;
  /** `name` null: not asked (the account's own); `code` null: none asked. */
  onJoin: (name: string | null, code: string | null) => void;
  onJoinAnonymously: (code: string | null) => void;
}

/**
 * The Join Poll dialog for visitors without an account (product §2.13), and on a list poll for anyone who
 * still needs a voting code. Modal: focus starts in its first field and Tab stays inside it; there is
 * nothing to return to behind it, so it has no close button.
 */
export function JoinModal({ pollId = '', pollTitle, failure, busy, list, askName = true, onJoin, onJoinAnonymously }: JoinModalProps) {
  const { t } = useText();
  const describe = useFailureText();
  const say = useNoticeText(t);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<Failure | null>(null);
  const [code, setCode] = useState(() => formatVotingCode(list?.initialCode ?? ''));
  const [codeMalformed, setCodeMalformed] = useState(false);
  // The database's refusal of the name or code sent, until that field is edited (a new failure shows again).
  const [nameEditedSince, setNameEditedSince] = useState<JoinFailure | null>(null);
  const [codeEditedSince, setCodeEditedSince] = useState<JoinFailure | null>(null);
  const serverNameProblem = failure?.nameProblem && nameEditedSince !== failure ? failure.failure : null;
  const serverCodeProblem = failure?.codeProblem && codeEditedSince !== failure ? failure : null;
  // Shown in the reader's language: the client's own check, or the database's refusal, by id.
  const shownProblem = nameError ?? serverNameProblem;
  const askCode = list?.askCode === true;
  const nameAsked = askName || failure?.nameProblem === true;
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useFocusTrap(dialog, { initialFocus: 'input' });
  // A refused name or code arrives after the request: focus its field, so its message is read with it.
  useEffect(() => {
    const field = failure?.codeProblem ? 'input[data-field=code]' : failure?.nameProblem ? 'input[data-field=name]' : null;
    if (field) dialog.current?.querySelector<HTMLInputElement>(field)?.focus();
  }, [failure]);

  function checkCode(): string | null | false {
    if (!askCode) return null;
    const malformed = !isVotingCode(code);
    setCodeMalformed(malformed);
    return malformed ? false : code;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = nameAsked ? validateJoinName(name) : null;
    setNameError(problem);
    const checked = checkCode();
    if (!problem && checked !== false) onJoin(nameAsked ? name : null, checked);
  }

  function onAnonymous() {
    const checked = checkCode();
    if (checked !== false) onJoinAnonymously(checked);
  }

  const codeError = codeMalformed ? t('join.codeMalformed', { length: VOTING_CODE_LENGTH }) : serverCodeProblem ? say(serverCodeProblem) : null;
  const alert = failure && !failure.nameProblem && !failure.codeProblem;

  return (
    <div className={styles.backdrop}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.dialogTitle}>
          {t('join.title')}
        </h1>
        <p className={styles.pollTitle}>{pollTitle}</p>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {alert && <JoinFailureAlert failure={failure} pollId={pollId} />}
          {list && !askCode && (
            <p className={styles.accepted} role="status">
              {t('join.codeAccepted')}
            </p>
          )}
          {askCode && (
            <TextField
              className={styles.code}
              label={t('join.votingCode')}
              hint={t('join.votingCodeHint', { length: VOTING_CODE_LENGTH })}
              value={code}
              data-field="code"
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeMalformed(false);
                setCodeEditedSince(failure);
              }}
              error={codeError}
            />
          )}
          {nameAsked && (
            <TextField
              label={t('join.yourName')}
              value={name}
              data-field="name"
              maxLength={MAX_NAME_LENGTH}
              autoComplete="nickname"
              onChange={(event) => {
                setName(event.target.value);
                if (nameError) setNameError(null);
                setNameEditedSince(failure);
              }}
              error={shownProblem === null ? null : shownProblem === NAME_REQUIRED ? t('join.nameRequired') : describe(shownProblem)}
            />
          )}
          <div className={styles.buttons}>
            {nameAsked && (
              <Button variant="secondary" disabled={busy !== null} busy={busy === 'anonymous'} busyLabel={t('join.joiningButton')} onClick={onAnonymous}>
                {t('join.anonymously')}
              </Button>
            )}
            <Button type="submit" disabled={busy !== null} busy={busy === 'name'} busyLabel={t('join.joiningButton')}>
              {t('join.submit')}
            </Button>
          </div>
          {askCode && <EmailSignIn pollId={pollId} />}
        </form>
      </div>
    </div>
  );
}
