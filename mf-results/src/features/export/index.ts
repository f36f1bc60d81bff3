export { ExportReportButton } from './components/export-report-button';
export { ExportBallotsButton } from './components/export-ballots-button';
export { ballotsFileName, buildBallotsCsv } from './utils/build-ballots-csv';
export { ballotsFileNameAs, buildBallotsBlt, buildBallotsCdf } from './utils/build-ballots-other';
