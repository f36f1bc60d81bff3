import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@runoff/ui';
import { useJoinCodeLookup } from '../hooks/use-join-code-lookup';
import { TYPED_CODE_MAX_LENGTH } from '../utils/typed-code';
import styles from './join-code.module.css';

/** "Join with a code": the 6-character code from the host's screen takes a participant to the join page. */
export function JoinCodeForm({ initialCode = '' }: { initialCode?: string }) {
  const [typed, setTyped] = useState(initialCode);
  const { busy, error, lookup } = useJoinCodeLookup();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void lookup(typed);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby="join-code-heading" noValidate>
      <h2 id="join-code-heading" className={styles.heading}>
        Join with a code
      </h2>
      <div className={styles.row}>
        <TextField
          label="Code"
          className={styles.field}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={TYPED_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABC234"
          hint="6 letters and digits, shown on the host's screen"
        />
        <Button type="submit" busy={busy} busyLabel="Finding poll...">
          Join
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
    </form>
  );
}
