export { SessionReportPage } from './components/session-report-page';
export type { ReportQuestion } from './api/get-session-report';
