export { ExportReportButton } from './components/export-report-button';
export { buildResultsCsv, reportFileName } from './utils/build-results-csv';
