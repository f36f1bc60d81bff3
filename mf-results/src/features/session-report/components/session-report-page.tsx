import type { ReactNode } from 'react';
import { toFailure, useFailureText } from '@runoff/platform/i18n';
import { Link } from '@runoff/platform/router';
import { Alert, Button, Spinner } from '@runoff/ui';
import { useSessionReportText } from '../../../lib/i18n/session-report';
import { SectionIdScope } from '../../../lib/hooks/section-id';
import type { CountedResults } from '../../../lib/utils/poll-results';
import type { ReportQuestion } from '../api/get-session-report';
import { useSessionReport } from '../hooks/use-session-report';
import styles from './session-report.module.css';

export interface SessionReportPageProps {
  sessionId: string;
  /** One question's results (winners, chart, rounds): the results panel's view, composed by the expose. */
  renderResults: (counted: CountedResults) => ReactNode;
  /** The session's export (every question's results and ballots), composed by the expose. */
  renderExport: (questions: readonly ReportQuestion[]) => ReactNode;
}

/**
 * /sessions/:sessionId/report (issue 32): every question of a session with its winners, rounds and chart,
 * the export of them all, and a print stylesheet so that "Save as PDF" gives a clean document.
 */
export function SessionReportPage({ sessionId, renderResults, renderExport }: SessionReportPageProps) {
  const { t } = useSessionReportText();
  const describe = useFailureText();
  const report = useSessionReport(sessionId);
  const { reload } = report;

  if (report.status === 'loading') return <Spinner label={t('sessionReport.loading')} />;
  if (report.status === 'error') {
    return (
      <div className={styles.report}>
        <Alert>{describe(toFailure(report.error))}</Alert>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={reload}>
            {t('sessionReport.tryAgain')}
          </Button>
        </div>
      </div>
    );
  }
  const { title, questions } = report.data;
  return (
    <div className={styles.report}>
      <header className={styles.header}>
        <h1 className={styles.title} dir="auto">
          {t('sessionReport.title', { title })}
        </h1>
        <p className={`${styles.lead} ${styles.noPrint}`}>{t('sessionReport.lead')}</p>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          {renderExport(questions)}
          <Button variant="secondary" onClick={() => window.print()}>
            {t('sessionReport.print')}
          </Button>
          <Link className={styles.link} to={`/sessions/${encodeURIComponent(sessionId)}`}>
            {t('sessionReport.back')}
          </Link>
        </div>
      </header>
      {questions.length === 0 && <p className={styles.lead}>{t('sessionReport.noQuestions')}</p>}
      {questions.map((question) => (
        <section key={question.questionId} className={styles.question} aria-labelledby={`report-question-${question.number}`}>
          <h2 id={`report-question-${question.number}`} className={styles.questionTitle} dir="auto">
            {t('sessionReport.question', { number: question.number, title: question.title })}
          </h2>
          {question.counted ? (
            <SectionIdScope scope={`report-question-${question.number}`}>{renderResults(question.counted)}</SectionIdScope>
          ) : (
            <p className={styles.lead}>{t('sessionReport.notReady')}</p>
          )}
        </section>
      ))}
    </div>
  );
}
