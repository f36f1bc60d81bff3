import { useState, type FormEvent } from 'react';
import { toFailure, useFailureText, type Failure } from '@runoff/platform/i18n';
import { Alert, Button, TextField } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { cleanEmail, MAX_COHOSTS, MAX_EMAIL_LENGTH, type Cohost } from '../utils/cohosts';
import styles from './session-host.module.css';

export interface CohostsPanelProps {
  cohosts: Cohost[];
  onAdd(email: string): Promise<void>;
  onRemove(email: string): Promise<void>;
}

type Notice = { kind: 'invalid' } | { kind: 'failure'; failure: Failure } | { kind: 'added'; email: string } | { kind: 'removed'; email: string };

/**
 * The host's co-hosts (issue 32): invite an address, see the invited ones, remove one. Adding answers the
 * same whether or not the address has an account (docs/decisions.md): the page never says which.
 */
export function CohostsPanel({ cohosts, onAdd, onRemove }: CohostsPanelProps) {
  const { t } = useText();
  const describe = useFailureText();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  // Kept as kinds and worded at render, so a language switch re-words a notice already shown.
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run(name: string, action: () => Promise<void>, done: Notice) {
    setBusy(name);
    setNotice(null);
    try {
      await action();
      setNotice(done);
      return true;
    } catch (error) {
      console.error(error);
      setNotice({ kind: 'failure', failure: toFailure(error) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clean = cleanEmail(email);
    if (clean === null) return setNotice({ kind: 'invalid' });
    if (await run('add', () => onAdd(clean), { kind: 'added', email: clean })) setEmail('');
  }

  return (
    <section className={styles.card} aria-labelledby="cohosts-heading">
      <h2 id="cohosts-heading" className={styles.heading}>
        {t('sessionHost.cohosts')}
      </h2>
      <p className={styles.lead}>{t('sessionHost.cohostsLead')}</p>
      {cohosts.length === 0 ? (
        <p className={styles.meta}>{t('sessionHost.noCohosts')}</p>
      ) : (
        <ul className={styles.questions} aria-label={t('sessionHost.cohosts')}>
          {cohosts.map((cohost) => (
            <li key={cohost.email} className={styles.question}>
              <span className={styles.cohostEmail} dir="ltr">
                {cohost.email}
              </span>
              <Button
                variant="secondary"
                disabled={busy !== null}
                aria-label={t('sessionHost.removeCohost', { email: cohost.email })}
                onClick={() => void run('remove', () => onRemove(cohost.email), { kind: 'removed', email: cohost.email })}
              >
                {t('sessionHost.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div role="status" className={styles.meta}>
        {notice?.kind === 'added' && t('sessionHost.cohostAdded', { email: notice.email })}
        {notice?.kind === 'removed' && t('sessionHost.cohostRemoved', { email: notice.email })}
      </div>
      {(notice?.kind === 'invalid' || notice?.kind === 'failure') && (
        <Alert>{notice.kind === 'invalid' ? t('sessionHost.cohostEmailInvalid') : describe(notice.failure)}</Alert>
      )}
      {cohosts.length < MAX_COHOSTS && (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('sessionHost.cohostEmail')}
            hint={t('sessionHost.cohostEmailHint')}
            type="email"
            inputMode="email"
            autoComplete="off"
            dir="ltr"
            maxLength={MAX_EMAIL_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={busy !== null}
          />
          <div className={styles.buttons}>
            <Button type="submit" variant="secondary" busy={busy === 'add'} busyLabel={t('sessionHost.adding')}>
              {t('sessionHost.addCohost')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
