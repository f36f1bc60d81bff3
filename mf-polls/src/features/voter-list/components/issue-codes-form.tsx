import { useState, type FormEvent } from 'react';
import { toFailure, useFailureText, type Failure } from '@runoff/platform/i18n';
import { Alert, Button, TextField } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { issueVotingCodes } from '../api/voter-list';
import type { IssuedCode } from '../utils/parse-voter-list';
import styles from './voter-list.module.css';

/** issue_voting_codes' bounds (docs/database-api.md). */
const MIN_CODES = 1;
const MAX_CODES = 10_000;

/** The count as typed → a whole number from 1 to 10,000, or null. */
function parseCodeCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= MIN_CODES && count <= MAX_CODES ? count : null;
}

/** Ask for N printed codes; they come back to the page once. */
export function IssueCodesForm({ pollId, onIssued }: { pollId: string; onIssued: (codes: IssuedCode[]) => void }) {
  const { t, intl } = useText();
  const describe = useFailureText();
  const [count, setCount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const bounds = { min: intl.formatNumber(MIN_CODES), max: intl.formatNumber(MAX_CODES) };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = parseCodeCount(count);
    setInvalid(wanted === null);
    setFailure(null);
    if (wanted === null) return;
    setBusy(true);
    try {
      onIssued(await issueVotingCodes(pollId, wanted));
      setCount('');
    } catch (error) {
      console.error(error);
      setFailure(toFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {failure && <Alert>{t('codes.issueFailed', { message: describe(failure) })}</Alert>}
      <TextField
        label={t('codes.count')}
        hint={t('codes.countHint', bounds)}
        type="number"
        inputMode="numeric"
        min={MIN_CODES}
        max={MAX_CODES}
        step={1}
        value={count}
        error={invalid ? t('codes.countError', bounds) : undefined}
        onChange={(event) => setCount(event.target.value)}
        disabled={busy}
      />
      <div>
        <Button type="submit" busy={busy} busyLabel={t('codes.issuing')}>
          {t('codes.issue')}
        </Button>
      </div>
    </form>
  );
}
