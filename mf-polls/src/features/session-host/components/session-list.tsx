import { Link } from '@runoff/platform/router';
import { toFailure, useFailureText } from '@runoff/platform/i18n';
import { Alert, Spinner, useLoad } from '@runoff/ui';
import { pageStyles } from '../../../lib/components/page';
import { useText } from '../../../lib/i18n';
import { getMySessions } from '../api/session-host';
import styles from './session-host.module.css';

/** The dashboard's sessions, beside its polls: those the user hosts or co-hosts, newest first. */
export function SessionList() {
  const { t } = useText();
  const describe = useFailureText();
  const sessions = useLoad(getMySessions, 'sessions');
  return (
    <div className={`${pageStyles.page} ${styles.afterPolls}`}>
      <section className={styles.card} aria-labelledby="my-sessions-heading">
        <div className={styles.headerRow}>
          <h2 id="my-sessions-heading" className={styles.heading}>
            {t('sessionHost.mySessions')}
          </h2>
          <Link className={styles.linkButton} to="/sessions/create">
            {t('sessionHost.newSession')}
          </Link>
        </div>
        {sessions.status === 'loading' && <Spinner label={t('sessionHost.loading')} />}
        {sessions.status === 'error' && <Alert>{describe(toFailure(sessions.error))}</Alert>}
        {sessions.status === 'ready' &&
          (sessions.data.length === 0 ? (
            <p className={styles.lead}>{t('sessionHost.noSessions')}</p>
          ) : (
            <ul className={styles.sessionList}>
              {sessions.data.map((session) => (
                <li key={session.id}>
                  <Link to={`/sessions/${encodeURIComponent(session.id)}`}>{session.title}</Link>
                  <span className={styles.meta}>
                    {t('sessionHost.listMeta', { questions: session.questionCount, people: session.participantCount })}
                    {session.role === 'cohost' ? ` · ${t('sessionHost.cohostBadge')}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}
