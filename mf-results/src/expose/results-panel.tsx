import type { PollPageProps, RemoteSurface } from '@runoff/shared/federation';
import { ExportReportButton } from '../features/export';
import { ResultsPanel } from '../features/results-panel';

/** The results panel with its Export Report action: features meet here, not inside each other. */
function ResultsPanelWithExport({ pollId }: PollPageProps) {
  return <ResultsPanel pollId={pollId} renderActions={(counted) => <ExportReportButton counted={counted} />} />;
}

export default ResultsPanelWithExport satisfies RemoteSurface['mf_results']['./results-panel']['default'];
