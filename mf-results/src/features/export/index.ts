export { ExportReportButton } from './components/export-report-button';
export { ExportBallotsButton } from './components/export-ballots-button';
export { ExportSessionButtons } from './components/export-session-buttons';
