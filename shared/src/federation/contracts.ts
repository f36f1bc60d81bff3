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
    './poll-detail-page': PageModule<PollPageProps>;
  };
  mf_lobby: {
    './join-page': PageModule<PollPageProps>;
  };
  mf_results: {
    './results-panel': PageModule<PollPageProps>;
  };
}

export type RemoteName = keyof RemoteSurface;
export type ExposedModule<R extends RemoteName> = keyof RemoteSurface[R] & string;
