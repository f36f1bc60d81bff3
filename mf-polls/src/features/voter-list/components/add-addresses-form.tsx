import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { failure as makeFailure, toFailure, useFailureText, type Failure } from '@runoff/platform/i18n';
import { Alert, Button } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { addVoterEmails } from '../api/voter-list';
import { addressLines } from '../utils/address-lines';
import type { AddressProblem } from '../utils/parse-voter-list';
import styles from './voter-list.module.css';

/** add_voter_emails' limits: a file far over them is refused before it is read. */
const MAX_LINES = 10_000;
const MAX_BYTES = 3_000_000;

/** Each line the server did not add, worded by its id. */
const PROBLEM_TEXT: Record<string, 'voters.lineInvalid' | 'voters.lineDuplicate' | 'voters.lineOnList'> = {
  'voters.email_invalid': 'voters.lineInvalid',
  'voters.email_duplicate': 'voters.lineDuplicate',
  'voters.email_on_list': 'voters.lineOnList',
};

type Outcome = { added: number; problems: AddressProblem[] } | { failure: Failure };

/**
 * Adds e-mail addresses to the list: pasted one a line, or a CSV file's address column (issue 27). What
 * the server added, and each line it did not add with why, is shown by line.
 */
export function AddAddressesForm({ pollId, onAdded }: { pollId: string; onAdded: () => void }) {
  const { t, intl } = useText();
  const describe = useFailureText();
  const pasteId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function send(lines: string) {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await addVoterEmails(pollId, lines);
      setOutcome(answer);
      if (answer.added > 0) onAdded();
      return true;
    } catch (error) {
      console.error(error);
      setOutcome({ failure: toFailure(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') return;
    if (await send(text)) setText('');
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setOutcome({ failure: makeFailure('voters.paste_too_large', { max: MAX_LINES, max_bytes: MAX_BYTES }) });
      return;
    }
    await send(addressLines(await file.text()));
  }

  const problemText = (problem: AddressProblem) =>
    t(PROBLEM_TEXT[problem.id] ?? 'voters.lineOther', {
      line: intl.formatNumber(problem.line),
      address: problem.address,
      firstLine: intl.formatNumber(problem.firstLine ?? 0),
    });

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={busy || undefined}>
      <div className={styles.field}>
        <label htmlFor={pasteId} className={styles.label}>
          {t('voters.paste')}
        </label>
        <textarea
          id={pasteId}
          className={styles.textarea}
          rows={6}
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${pasteId}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={busy}
        />
        <p id={`${pasteId}-hint`} className={styles.hint}>
          {t('voters.pasteHint', { max: intl.formatNumber(MAX_LINES) })}
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel={t('voters.adding')}>
          {t('voters.add')}
        </Button>
      </div>
      <div className={styles.field}>
        <label htmlFor={fileId} className={styles.label}>
          {t('voters.upload')}
        </label>
        <input id={fileId} type="file" accept=".csv,text/csv,text/plain" className={styles.file} onChange={(event) => void upload(event)} disabled={busy} aria-describedby={`${fileId}-hint`} />
        <p id={`${fileId}-hint`} className={styles.hint}>
          {t('voters.uploadHint')}
        </p>
      </div>
      <div aria-live="polite">
        {outcome && 'failure' in outcome && <Alert>{t('voters.addFailed', { message: describe(outcome.failure) })}</Alert>}
        {outcome && 'added' in outcome && (
          <Alert tone={outcome.problems.length > 0 ? 'warning' : 'success'} title={t('voters.added', { count: outcome.added })}>
            {outcome.problems.length > 0 && (
              <>
                <p className={styles.problemIntro}>{t('voters.notAdded', { count: outcome.problems.length })}</p>
                <ul className={styles.problems}>
                  {outcome.problems.map((problem) => (
                    <li key={problem.line}>
                      <bdi>{problemText(problem)}</bdi>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Alert>
        )}
      </div>
    </form>
  );
}
