import type { RemoteSurface, SessionReportProps } from '@runoff/contracts';
import { ExportSessionButtons } from '../features/export';
import { ResultsView } from '../features/results-panel';
import { SessionReportPage } from '../features/session-report';

/**
 * A session's report (issue 32): each question's results as the results panel shows them (winners, chart,
 * rounds), and the export of every question's results and ballots: features meet here, not inside each other.
 */
function SessionReport({ sessionId }: SessionReportProps) {
  return (
    <SessionReportPage
      key={sessionId}
      sessionId={sessionId}
      renderResults={(counted) => <ResultsView counted={counted} />}
      renderExport={(questions) => <ExportSessionButtons sessionId={sessionId} questions={questions} />}
    />
  );
}

export default SessionReport satisfies RemoteSurface['mf_results']['./session-report']['default'];
