import { Alert, Spinner } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { useEmbeddedSession } from '../hooks/use-embedded-session';
import type { EmbedOptions } from '../utils/embed-options';
import { connectionOf, EmbeddedResults, FailedRead } from './embedded-results';
import styles from './embed.module.css';

export interface EmbeddedSessionProps {
  sessionId: string;
  options: EmbedOptions;
  dialogContainer: () => Element | null;
}

/**
 * A session on another site (docs/embedding.md, "A session"): its current question's results while the
 * host shows them, as the poll embed shows a completed poll's; else the session's title, which question it
 * is on, and where the results will appear. Never a name, a turnout or a question ahead.
 */
export function EmbeddedSession({ sessionId, options, dialogContainer }: EmbeddedSessionProps) {
  const { view, offline, live } = useEmbeddedSession(sessionId, connectionOf(options));
  const { t } = useText();
  const shownQuestion = view.kind === 'session' ? view.summary.current?.questionId ?? null : null;
  return (
    <div data-live={String(live)} data-testid="embedded-session">
      {view.kind === 'loading' && <Spinner label={t('common.loadingResults')} />}
      {view.kind === 'failed' && <FailedRead failure={view.failure} />}
      {view.kind === 'gone' && <Alert tone="warning">{view.seen ? t('embed.sessionDeleted') : t('embed.sessionNotFound')}</Alert>}
      {view.kind === 'session' && (
        <section aria-label={t('embed.sessionLabel')}>
          <p className={styles.status}>
            <bdi>{view.summary.title}</bdi>
            {view.summary.current && <> · {t('embed.questionOf', { number: view.summary.current.number, count: view.summary.questionCount })}</>}
          </p>
          {shownQuestion ? (
            // The poll embed itself, on the question shown now: a new question or a hidden one unmounts it.
            <EmbeddedResults key={shownQuestion} pollId={shownQuestion} options={options} dialogContainer={dialogContainer} />
          ) : (
            <>
              {view.summary.current && (
                <h2 className={styles.title} dir="auto">
                  {view.summary.current.title}
                </h2>
              )}
              <div className={styles.live}>
                <p className={styles.liveNote} data-testid="session-results-here">
                  {view.summary.current ? t('embed.sessionResultsHere') : t('embed.sessionNotStarted')}
                </p>
              </div>
            </>
          )}
        </section>
      )}
      {offline && view.kind === 'session' && (
        <p className={styles.status} role="status">
          {t('embed.reconnecting')}
        </p>
      )}
    </div>
  );
}
