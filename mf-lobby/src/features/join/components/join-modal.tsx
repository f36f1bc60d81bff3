import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, TextField } from '@runoff/shared/ui';
import type { JoinFailure } from '../utils/join-error';
import { MAX_NAME_LENGTH, validateJoinName } from '../utils/validate-join-name';
import styles from './join.module.css';

export interface JoinModalProps {
  pollTitle: string;
  failure: JoinFailure | null;
  busy: 'name' | 'anonymous' | null;
  onJoin: (name: string) => void;
  onJoinAnonymously: () => void;
}

/**
 * The Join Poll dialog for visitors without an account (spec §2). Modal: focus starts in Your Name and Tab
 * stays inside it; there is nothing to return to behind it, so it has no close button.
 */
export function JoinModal({ pollTitle, failure, busy, onJoin, onJoinAnonymously }: JoinModalProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialog.current?.querySelector('input')?.focus();
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateJoinName(name);
    setNameError(problem);
    if (!problem) onJoin(name);
  }

  // Keeps Tab and Shift+Tab cycling through the dialog's own controls.
  function trapFocus(event: KeyboardEvent) {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('input, button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.backdrop}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={trapFocus}>
        <h1 id={titleId} className={styles.dialogTitle}>
          Join Poll
        </h1>
        <p className={styles.pollTitle}>{pollTitle}</p>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {failure && <Alert>{failure.message}</Alert>}
          <TextField
            label="Your Name"
            value={name}
            maxLength={MAX_NAME_LENGTH + 10}
            autoComplete="nickname"
            onChange={(event) => {
              setName(event.target.value);
              if (nameError) setNameError(null);
            }}
            error={nameError}
          />
          <div className={styles.buttons}>
            <Button variant="secondary" disabled={busy !== null} busy={busy === 'anonymous'} busyLabel="Joining..." onClick={onJoinAnonymously}>
              Join Anonymously
            </Button>
            <Button type="submit" disabled={busy !== null} busy={busy === 'name'} busyLabel="Joining...">
              Join Poll
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
