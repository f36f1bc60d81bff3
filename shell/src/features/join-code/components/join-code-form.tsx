import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@runoff/ui';
import { useFailureText } from '@runoff/platform/i18n';
import { useText } from '../../../lib/i18n';
import { useJoinCodeLookup } from '../hooks/use-join-code-lookup';
import { TYPED_CODE_MAX_LENGTH } from '../utils/typed-code';
import styles from './join-code.module.css';

/** What a code looks like (a code, not a word: the same in every language). */
const EXAMPLE_CODE = 'ABC234';

/** "Join with a code": the 6-character code from the host's screen takes a participant to the join page. */
export function JoinCodeForm({ initialCode = '' }: { initialCode?: string }) {
  const [typed, setTyped] = useState(initialCode);
  const { busy, error, lookup } = useJoinCodeLookup();
  const { t } = useText();
  const describe = useFailureText();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void lookup(typed);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby="join-code-heading" noValidate>
      <h2 id="join-code-heading" className={styles.heading}>
        {t('joinCode.heading')}
      </h2>
      <div className={styles.row}>
        <TextField
          label={t('joinCode.label')}
          className={styles.field}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={TYPED_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={EXAMPLE_CODE}
          hint={t('joinCode.hint')}
        />
        <Button type="submit" busy={busy} busyLabel={t('joinCode.joining')}>
          {t('joinCode.join')}
        </Button>
      </div>
      {error && <Alert>{describe(error)}</Alert>}
    </form>
  );
}
