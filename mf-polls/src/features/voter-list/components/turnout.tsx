import { useState } from 'react';
import { failure as makeFailure, toFailure, useFailureText, type Failure } from '@runoff/platform/i18n';
import { Alert, Button } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { replaceVotingCode, revokeVoterEntries } from '../api/voter-list';
import type { IssuedCode, VoterEntry, VoterList } from '../utils/parse-voter-list';
import styles from './voter-list.module.css';

/** The first entries shown; the rest on request (a list holds up to 20,000). */
const FIRST_SHOWN = 100;

export interface TurnoutProps {
  pollId: string;
  list: VoterList;
  /** False once the poll is completed: the list cannot change any more. */
  editable: boolean;
  onChanged: () => void;
  onReplaced: (code: IssuedCode) => void;
}

function statusKey(entry: VoterEntry) {
  if (entry.revoked) return entry.kind === 'email' ? 'turnout.removed' : 'turnout.revoked';
  if (entry.voted) return 'turnout.voted';
  if (entry.redeemed) return 'turnout.codeEntered';
  return 'turnout.notVoted';
}

/**
 * Turnout (issue 27): how many on the list voted and which entries have, never how. An address that has
 * not voted can be removed; a code that has not voted can be revoked, or replaced by a new card.
 */
export function Turnout({ pollId, list, editable, onChanged, onReplaced }: TurnoutProps) {
  const { t, intl } = useText();
  const describe = useFailureText();
  const [showAll, setShowAll] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const shown = showAll ? list.entries : list.entries.slice(0, FIRST_SHOWN);
  const name = (entry: VoterEntry) => (entry.kind === 'email' ? (entry.email ?? '') : t('codes.cardNumber', { number: entry.number ?? 0 }));

  async function act(entry: VoterEntry, action: 'revoke' | 'replace') {
    setBusy(true);
    setFailure(null);
    try {
      if (action === 'replace') {
        onReplaced(await replaceVotingCode(pollId, entry.id));
      } else {
        const answer = await revokeVoterEntries(pollId, [entry.id]);
        const problem = answer.problems[0];
        if (problem) setFailure(makeFailure(problem.id));
      }
      setConfirming(null);
      onChanged();
    } catch (error) {
      console.error(error);
      setFailure(toFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="turnout-heading">
      <h2 id="turnout-heading" className={styles.sectionTitle}>
        {t('turnout.title')}
      </h2>
      <p className={styles.turnoutFigure} role="status">
        {t('turnout.figure', { voted: intl.formatNumber(list.voted), listed: intl.formatNumber(list.listed), count: list.voted })}
      </p>
      <p className={styles.hint}>{t('turnout.secrecy')}</p>
      {failure && <Alert>{t('turnout.changeFailed', { message: describe(failure) })}</Alert>}
      {list.entries.length === 0 ? (
        <p className={styles.hint}>{t('turnout.empty')}</p>
      ) : (
        <ul className={styles.entries} aria-label={t('turnout.entries')}>
          {shown.map((entry) => {
            const open = editable && !entry.voted && !entry.revoked;
            return (
              <li key={entry.id} className={styles.entry} data-entry-state={entry.revoked ? 'revoked' : entry.voted ? 'voted' : 'open'}>
                <span className={styles.entryName} dir={entry.kind === 'email' ? 'ltr' : undefined}>
                  {name(entry)}
                </span>
                <span className={entry.voted ? styles.voted : styles.entryStatus}>{t(statusKey(entry))}</span>
                {open && confirming !== entry.id && (
                  <span className={styles.entryActions}>
                    <Button variant="secondary" onClick={() => setConfirming(entry.id)} disabled={busy} aria-label={t(entry.kind === 'email' ? 'turnout.removeOf' : 'turnout.revokeOf', { name: name(entry) })}>
                      {t(entry.kind === 'email' ? 'turnout.remove' : 'turnout.revoke')}
                    </Button>
                    {entry.kind === 'code' && (
                      <Button variant="secondary" onClick={() => void act(entry, 'replace')} disabled={busy} aria-label={t('turnout.replaceOf', { name: name(entry) })}>
                        {t('turnout.replace')}
                      </Button>
                    )}
                  </span>
                )}
                {open && confirming === entry.id && (
                  <span className={styles.entryActions}>
                    <Button variant="danger" onClick={() => void act(entry, 'revoke')} busy={busy} busyLabel={t('turnout.working')}>
                      {t(entry.kind === 'email' ? 'turnout.confirmRemove' : 'turnout.confirmRevoke', { name: name(entry) })}
                    </Button>
                    <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
                      {t('turnout.cancel')}
                    </Button>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!showAll && list.entries.length > FIRST_SHOWN && (
        <Button variant="secondary" onClick={() => setShowAll(true)}>
          {t('turnout.showAll', { count: list.entries.length })}
        </Button>
      )}
    </section>
  );
}
