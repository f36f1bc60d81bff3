import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { ExposedModule, RemoteName, RemoteSurface } from '@runoff/contracts';
import { Spinner } from '@runoff/ui';
import { useRemoteLoader } from '../api/remote-loader-context';
import { RemoteBoundary } from './remote-boundary';
import { RemoteFallback } from './remote-fallback';

type PageProps<R extends RemoteName, M extends ExposedModule<R>> = RemoteSurface[R][M] extends {
  default: ComponentType<infer P>;
}
  ? P
  : never;

type RemotePageProps<R extends RemoteName, M extends ExposedModule<R>> = {
  remote: R;
  module: M;
} & (Record<never, never> extends PageProps<R, M> ? { props?: undefined } : { props: PageProps<R, M> });

/** A fresh lazy() for try number `attempt` of loading `module` (React caches a rejected lazy forever). */
function lazyPage<R extends RemoteName, M extends ExposedModule<R>>(
  loader: ReturnType<typeof useRemoteLoader>,
  remote: R,
  module: M,
  attempt: number,
) {
  return lazy(async () => {
    if (attempt > 0) console.info(`Retrying ${remote}/${module} (try ${attempt + 1})`);
    return (await loader.load(remote, module)) as { default: ComponentType<Record<string, unknown>> };
  });
}

/**
 * Renders one exposed page of a remote inside its own error boundary. Each Retry creates a fresh lazy()
 * (React caches a rejected lazy forever), and the loader refetches a remote that failed before.
 */
export function RemotePage<R extends RemoteName, M extends ExposedModule<R>>({ remote, module, props }: RemotePageProps<R, M>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  // One lazy per (remote, module, attempt): a Retry must not reuse the lazy that rejected.
  const Page = useMemo(() => lazyPage(loader, remote, module, attempt), [loader, remote, module, attempt]);
  const pageProps = (props ?? {}) as Record<string, unknown>;

  return (
    <RemoteBoundary
      key={`${remote}/${module}#${attempt}`}
      fallback={(error) => <RemoteFallback remote={remote} error={error} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<Spinner />}>
        <Page {...pageProps} />
      </Suspense>
    </RemoteBoundary>
  );
}
