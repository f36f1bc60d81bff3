import type { PollPageProps, RemoteSurface } from '@runoff/contracts';
import { EmbedSnippet } from '../features/embed';
import { ExportBallotsButton, ExportReportButton } from '../features/export';
import { ResultsPanel } from '../features/results-panel';
import { ResultsStory } from '../features/results-story';

/**
 * The results panel with the count explained (results-story), its Export Report and Export Ballots actions
 * and the embed snippet: features meet here, not inside each other.
 */
function ResultsPanelWithExport({ pollId }: PollPageProps) {
  return (
    <>
      <ResultsPanel
        pollId={pollId}
        renderStory={(counted) => <ResultsStory counted={counted} />}
        renderActions={(counted) => (
          <>
            <ExportReportButton counted={counted} />
            <ExportBallotsButton counted={counted} />
            <ExportBallotsButton counted={counted} format="blt" />
            <ExportBallotsButton counted={counted} format="cdf" />
          </>
        )}
      />
      <EmbedSnippet pollId={pollId} />
    </>
  );
}

export default ResultsPanelWithExport satisfies RemoteSurface['mf_results']['./results-panel']['default'];
