import { Suspense, useState } from 'react';
import { Alert, Button, Spinner } from '@runoff/ui';
import type { EmbedConnection } from '../api/embed-connection';
import type { EmbedView } from '../api/watch-poll';
import { useEmbeddedPoll } from '../hooks/use-embedded-poll';
import { embedParts } from '../utils/embed-parts';
import type { EmbedOptions } from '../utils/embed-options';
import { LiveVotes } from './live-votes';
import styles from './embed.module.css';


export interface EmbeddedResultsProps {
  options: EmbedOptions;
  /** Where the count animation's dialog goes: inside the shadow root, so the theme and styles apply. */
  dialogContainer: () => Element | null;
}

function connectionOf(options: EmbedOptions): EmbedConnection | undefined {
  return options.supabaseUrl && options.anonKey ? { supabaseUrl: options.supabaseUrl, anonKey: options.anonKey } : undefined;
}

/** What a page that embeds a poll shows: the live vote count, then the app's own results components. */
export function EmbeddedResults({ options, dialogContainer }: EmbeddedResultsProps) {
  const state = useEmbeddedPoll(options.pollId, connectionOf(options));
  // data-live: whether changes arrive as they happen (tests and page scripts may read it).
  return (
    <div data-live={String(state.live)}>
      <EmbedBody view={state.view} options={options} dialogContainer={dialogContainer} />
      {state.offline && state.view.kind !== 'failed' && (
        <p className={styles.status} role="status">
          Connection lost. Reconnecting…
        </p>
      )}
    </div>
  );
}

function EmbedBody({ view, options, dialogContainer }: { view: EmbedView } & EmbeddedResultsProps) {
  const [playing, setPlaying] = useState(false);
  switch (view.kind) {
    case 'loading':
      return <Spinner label="Loading results…" />;
    case 'failed':
      return <Alert>{view.message}</Alert>;
    case 'deleted':
      return (
        <Alert tone="warning">
          {view.seen
            ? 'This poll has been deleted by its host. Its results are no longer available.'
            : 'Poll not found. It may have been deleted, or the poll id in this page is wrong.'}
        </Alert>
      );
    case 'open':
      return (
        <section aria-label="Poll results">
          <h2 className={styles.title}>{view.summary.title}</h2>
          <LiveVotes summary={view.summary} />
        </section>
      );
    case 'completed': {
      const { counted } = view;
      const { ResultsView, CountAnimation } = embedParts();
      const container = dialogContainer();
      return (
        <section aria-label="Poll results">
          <h2 className={styles.title}>{counted.results.poll.title}</h2>
          <ResultsView
            counted={counted}
            hideChart={options.hideChart}
            hideRounds={options.hideRounds}
            actions={
              options.hideAnimation ? undefined : (
                <Button variant="secondary" onClick={() => setPlaying(true)}>
                  Play Count Animation
                </Button>
              )
            }
          />
          {playing && container && (
            <Suspense fallback={<Spinner label="Loading the animation…" />}>
              <CountAnimation counted={counted} container={container} onClose={() => setPlaying(false)} />
            </Suspense>
          )}
        </section>
      );
    }
  }
}
