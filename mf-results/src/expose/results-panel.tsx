import { useState } from 'react';
import type { PollPageProps, RemoteSurface } from '@runoff/contracts';
import type { PublishedBallotList } from '@runoff/domain';
import { EmbedSnippet } from '../features/embed';
import { ExportBallotsButton, ExportReportButton } from '../features/export';
import { BallotPublication } from '../features/publication';
import { ResultsPanel } from '../features/results-panel';
import { ResultsStory } from '../features/results-story';

/**
 * The results panel with the count explained (results-story), the ballot list's publication (issue 27),
 * its Export Report and Export Ballots actions and the embed snippet: features meet here, not inside each other.
 */
function ResultsPanelWithExport({ pollId }: PollPageProps) {
  // What the host just published, until the results are read again (issue 27).
  const [published, setPublished] = useState<PublishedBallotList>();
  return (
    <>
      <ResultsPanel
        pollId={pollId}
        ballotList={published}
        renderStory={(counted) => <ResultsStory counted={counted} />}
        renderPublication={(counted) => <BallotPublication counted={counted} onPublished={setPublished} />}
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
