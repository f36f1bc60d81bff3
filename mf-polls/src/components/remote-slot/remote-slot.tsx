import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { ExposedModule, RemoteName, RemoteSurface } from '@runoff/shared/federation';
import { Button, Spinner } from '@runoff/shared/ui';
import { loadRemote } from './load-remote';
import styles from './remote-slot.module.css';

type SlotProps<R extends RemoteName, M extends ExposedModule<R>> = RemoteSurface[R][M] extends {
  default: ComponentType<infer P>;
}
  ? P
  : never;

export interface RemoteSlotProps<R extends RemoteName, M extends ExposedModule<R>> {
  remote: R;
  module: M;
  props: SlotProps<R, M>;
  /** How the area is named to users in its fallback: "The {label} area is unavailable right now". */
  label: string;
}

class SlotBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error) {
    console.error('[mf_polls] remote area failed:', error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * An area of this page that another remote renders. If that remote is down or crashes, only this area
 * shows a fallback with Retry. Each Retry makes a fresh lazy() (React caches a rejected one forever).
 */
export function RemoteSlot<R extends RemoteName, M extends ExposedModule<R>>({ remote, module, props, label }: RemoteSlotProps<R, M>) {
  const [attempt, setAttempt] = useState(0);
  const Area = useMemo(
    // attempt is a dependency on purpose: a new lazy per Retry.
    () => lazy(() => loadRemote(remote, module) as Promise<{ default: ComponentType<Record<string, unknown>> }>),
    [remote, module, attempt],
  );
  return (
    <SlotBoundary
      key={attempt}
      fallback={() => (
        <section className={styles.fallback} role="alert" aria-label={`${label} unavailable`} data-remote-fallback={remote}>
          <p className={styles.heading}>The {label} area is unavailable right now</p>
          <p className={styles.text}>This part of Runoff could not be loaded. Check your connection and try again in a moment.</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </Button>
        </section>
      )}
    >
      <Suspense fallback={<Spinner label="Loading…" />}>
        <Area {...(props as Record<string, unknown>)} />
      </Suspense>
    </SlotBoundary>
  );
}
