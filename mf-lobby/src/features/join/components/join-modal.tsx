import { useFailureText, type Failure } from '@runoff/platform/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, TextField, useFocusTrap } from '@runoff/ui';
import type { JoinFailure } from '../utils/join-error';
import { JoinFailureAlert } from './join-failure-alert';
import { MAX_NAME_LENGTH, NAME_REQUIRED, validateJoinName } from '../utils/validate-join-name';
import { useText } from '../../../lib/i18n';
import styles from './join.module.css';

export interface JoinModalProps {
  /** For the Sign in link of an accounts-only poll. */
  pollId?: string;
  pollTitle: string;
  failure: JoinFailure | null;
  busy: 'name' | 'anonymous' | null;
  onJoin: (name: string) => void;
  onJoinAnonymously: () => void;
}

/**
 * The Join Poll dialog for visitors without an account (product §2.13). Modal: focus starts in Your Name and Tab
 * stays inside it; there is nothing to return to behind it, so it has no close button.
 */
export function JoinModal({ pollId = '', pollTitle, failure, busy, onJoin, onJoinAnonymously }: JoinModalProps) {
  const { t } = useText();
  const describe = useFailureText();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<Failure | null>(null);
  // The database's refusal of the name sent, until the name is edited (a new failure shows again).
  const [editedSince, setEditedSince] = useState<JoinFailure | null>(null);
  const serverNameProblem = failure?.nameProblem && editedSince !== failure ? failure.failure : null;
  // Shown in the reader's language: the client's own check, or the database's refusal, by id.
  const shownProblem = nameError ?? serverNameProblem;
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useFocusTrap(dialog, { initialFocus: 'input' });
  // A refused name arrives after the request: focus the field, so its message is read with it.
  useEffect(() => {
    if (failure?.nameProblem) dialog.current?.querySelector('input')?.focus();
  }, [failure]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateJoinName(name);
    setNameError(problem);
    if (!problem) onJoin(name);
  }

  return (
    <div className={styles.backdrop}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.dialogTitle}>
          {t('join.title')}
        </h1>
        <p className={styles.pollTitle}>{pollTitle}</p>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {failure && !failure.nameProblem && <JoinFailureAlert failure={failure} pollId={pollId} />}
          <TextField
            label={t('join.yourName')}
            value={name}
            maxLength={MAX_NAME_LENGTH}
            autoComplete="nickname"
            onChange={(event) => {
              setName(event.target.value);
              if (nameError) setNameError(null);
              setEditedSince(failure);
            }}
            error={shownProblem === null ? null : shownProblem === NAME_REQUIRED ? t('join.nameRequired') : describe(shownProblem)}
          />
          <div className={styles.buttons}>
            <Button variant="secondary" disabled={busy !== null} busy={busy === 'anonymous'} busyLabel={t('join.joiningButton')} onClick={onJoinAnonymously}>
              {t('join.anonymously')}
            </Button>
            <Button type="submit" disabled={busy !== null} busy={busy === 'name'} busyLabel={t('join.joiningButton')}>
              {t('join.submit')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
