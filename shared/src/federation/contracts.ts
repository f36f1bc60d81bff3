/**
 * The surface each remote offers the shell, typed once so that both sides are checked against it.
 * A remote's `src/expose/*` modules must satisfy these types; the shell loads them through them.
 * Changing an entry here is a breaking change for one side: see docs/federation.md.
 */
import type { ComponentType } from 'react';

/** Every exposed page is a React component whose module's default export is the page. */
export interface PageModule<Props = Record<string, never>> {
  default: ComponentType<Props>;
}

/** Props the shell passes to a page that belongs to a poll. */
export interface PollPageProps {
  pollId: string;
}

/**
 * Props of the poll detail page. Remotes never import each other, so the shell hands mf_polls the
 * results panel of mf_results, already wrapped in its own loader, error boundary and Retry fallback.
 */
export interface PollDetailPageProps extends PollPageProps {
  ResultsPanel: ComponentType<PollPageProps>;
  /**
   * The live lobby of mf_lobby (`./lobby`), shown after Start Live Poll, wrapped like ResultsPanel.
   * Optional so that today's shell keeps working: without it mf_polls loads `mf_lobby/lobby` itself.
   */
  LobbyPanel?: ComponentType<PollPageProps>;
}

/** The remotes, their Module Federation names and what each exposes (module path → module type). */
export interface RemoteSurface {
  mf_auth: {
    './login-page': PageModule;
    './signup-page': PageModule;
    './forgot-password-page': PageModule;
    './profile-page': PageModule;
  };
  mf_polls: {
    './dashboard-page': PageModule;
    './poll-list-page': PageModule;
    './create-poll-page': PageModule;
    './poll-detail-page': PageModule<PollDetailPageProps>;
  };
  mf_lobby: {
    './join-page': PageModule<PollPageProps>;
    /** The live lobby of one poll, embedded by mf_polls' poll detail page after Start Live Poll. */
    './lobby': PageModule<PollPageProps>;
  };
  mf_results: {
    './results-panel': PageModule<PollPageProps>;
  };
}

export type RemoteName = keyof RemoteSurface;
export type ExposedModule<R extends RemoteName> = keyof RemoteSurface[R] & string;

/** The type a remote's `src/expose/<module>.tsx` must satisfy, e.g. `Exposed<'mf_auth', './login-page'>`. */
export type Exposed<R extends RemoteName, M extends ExposedModule<R>> = RemoteSurface[R][M];

export const remoteNames: readonly RemoteName[] = ['mf_auth', 'mf_polls', 'mf_lobby', 'mf_results'];

export function isRemoteName(name: string): name is RemoteName {
  return (remoteNames as readonly string[]).includes(name);
}
