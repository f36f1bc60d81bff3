import { useCallback } from 'react';
import { useFailureText } from '@runoff/platform/i18n';
import { Alert, Spinner, useLoad } from '@runoff/ui';
import type { PollStatus, PollVoters } from '@runoff/domain';
import { useText } from '../../../lib/i18n';
import { VOTERS_NAME } from '../../../lib/utils/election-labels';
import { getPollAudit } from '../api/get-poll-audit';
import type { AuditEntry } from '../utils/parse-audit';
import styles from './poll-detail.module.css';

const TIME_FORMAT = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;

/** One row in the reader's language, worded by its action id. */
function useAuditText() {
  const { t, intl } = useText();
  return useCallback(
    (entry: AuditEntry): string => {
      const n = (value: number) => intl.formatNumber(value);
      switch (entry.action) {
        case 'created': {
          const voters = entry.voters && entry.voters in VOTERS_NAME ? t(VOTERS_NAME[entry.voters as PollVoters]) : '';
          return t(entry.trackers ? 'audit.createdTrackers' : 'audit.created', { voters });
        }
        case 'list_changed':
          return t('audit.listChanged', { added: n(entry.added), removed: n(entry.removed) });
        case 'codes_issued':
          return t('audit.codesIssued', { count: entry.count });
        case 'codes_revoked':
          return t('audit.codesRevoked', { count: entry.count });
        case 'voting_opened':
          return t('audit.votingOpened');
        case 'voting_closed':
          return t('audit.votingClosed');
        case 'participant_removed':
          return t('audit.participantRemoved');
        case 'ballots_published':
          return t(entry.audience === 'everyone' ? 'audit.publishedEveryone' : 'audit.publishedParticipants', {
            fingerprint: entry.fingerprint ?? '',
          });
      }
    },
    [t, intl],
  );
}

/**
 * The poll's audit trail for its host (issue 27): every host action with its time, oldest first. Loaded
 * again when the poll's phase changes, as opening and closing voting add rows.
 */
export function AuditTrail({ pollId, status }: { pollId: string; status: PollStatus }) {
  const { t, intl } = useText();
  const describe = useFailureText();
  const word = useAuditText();
  const trail = useLoad(() => getPollAudit(pollId), `${pollId}:${status}`);
  return (
    <section aria-labelledby="poll-audit-heading">
      <h2 id="poll-audit-heading" className={styles.sectionTitle}>
        {t('audit.title')}
      </h2>
      {trail.status === 'loading' && <Spinner label={t('audit.loading')} />}
      {trail.status === 'error' && <Alert>{t('audit.loadFailed', { message: describe(trail.error) })}</Alert>}
      {trail.status === 'ready' &&
        (trail.data.length === 0 ? (
          <p className={styles.muted}>{t('audit.empty')}</p>
        ) : (
          <ol className={styles.audit}>
            {trail.data.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <time dateTime={entry.at}>{intl.formatDate(new Date(entry.at), TIME_FORMAT)}</time>
                <span className={styles.auditAction}>{word(entry)}</span>
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
