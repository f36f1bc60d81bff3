import { Suspense, useState } from 'react';
import { Alert, Button, Spinner } from '@runoff/ui';
import type { EmbedConnection } from '../api/embed-connection';
import type { EmbedView } from '../api/watch-poll';
import { useEmbeddedPoll } from '../hooks/use-embedded-poll';
import { embedParts } from '../utils/embed-parts';
import type { EmbedOptions } from '../utils/embed-options';
import { useText } from '../../../lib/i18n';
import { LiveVotes } from './live-votes';
import styles from './embed.module.css';
import { useFailureText, type Failure } from '@runoff/platform/i18n';

/** A failed read, as the embed words it while it retries: no answer, a refusal in its own words, or neither. */
export function FailedRead({ failure }: { failure: Failure }) {
  const { t } = useText();
  const describe = useFailureText();
  if (failure.id.startsWith('network.')) return <Alert>{t('embed.unreachable')}</Alert>;
  return <Alert>{failure.id === 'failure.unknown' ? t('embed.loadFailed') : describe(failure)}</Alert>;
}

export interface EmbeddedResultsProps {
  /** The poll shown: the snippet's, or the question a session shows now (embedded-session.tsx). */
  pollId: string;
  options: EmbedOptions;
  /** Where the count animation's dialog goes: inside the shadow root, so the theme and styles apply. */
  dialogContainer: () => Element | null;
}

export function connectionOf(options: EmbedOptions): EmbedConnection | undefined {
  return options.supabaseUrl && options.anonKey ? { supabaseUrl: options.supabaseUrl, anonKey: options.anonKey } : undefined;
}

/** What a page that embeds a poll shows: the live vote count, then the app's own results components. */
export function EmbeddedResults({ pollId, options, dialogContainer }: EmbeddedResultsProps) {
  const state = useEmbeddedPoll(pollId, connectionOf(options));
  const { t } = useText();
  // data-live: whether changes arrive as they happen (tests and page scripts may read it).
  return (
    <div data-live={String(state.live)}>
      <EmbedBody view={state.view} pollId={pollId} options={options} dialogContainer={dialogContainer} />
      {state.offline && state.view.kind !== 'failed' && (
        <p className={styles.status} role="status">
          {t('embed.reconnecting')}
        </p>
      )}
    </div>
  );
}

function EmbedBody({ view, options, dialogContainer }: { view: EmbedView } & EmbeddedResultsProps) {
  const [playing, setPlaying] = useState(false);
  const { t } = useText();
  switch (view.kind) {
    case 'loading':
      return <Spinner label={t('common.loadingResults')} />;
    case 'failed':
      return <FailedRead failure={view.failure} />;
    case 'deleted':
      return (
        <Alert tone="warning">
          {view.seen ? t('embed.deleted') : t('embed.notFound')}
        </Alert>
      );
    case 'open':
      return (
        <section aria-label={t('embed.resultsLabel')}>
          <h2 className={styles.title}>{view.summary.title}</h2>
          <LiveVotes summary={view.summary} />
        </section>
      );
    case 'completed': {
      const { counted } = view;
      const { ResultsView, CountAnimation } = embedParts();
      const container = dialogContainer();
      return (
        <section aria-label={t('embed.resultsLabel')}>
          <h2 className={styles.title}>{counted.results.poll.title}</h2>
          <ResultsView
            counted={counted}
            hideChart={options.hideChart}
            hideRounds={options.hideRounds}
            actions={
              options.hideAnimation ? undefined : (
                <Button variant="secondary" onClick={() => setPlaying(true)}>
                  {t('embed.playAnimation')}
                </Button>
              )
            }
          />
          {playing && container && (
            <Suspense fallback={<Spinner label={t('embed.loadingAnimation')} />}>
              <CountAnimation counted={counted} container={container} onClose={() => setPlaying(false)} />
            </Suspense>
          )}
        </section>
      );
    }
  }
}
