export { SessionReportPage } from './components/session-report-page';
