/**
 * The surface each remote offers the shell, typed once so that both sides are checked against it.
 * A remote's `src/expose/*` modules must satisfy these types; the shell loads them through them.
 * Types only: this package is a build-time dependency, never shared at run time nor bundled, so a change
 * here is versioned by its own report and never bumps @runoff/platform (docs/federation.md, "Versions").
 */
import type { ComponentType } from 'react';
import type { Poll } from '@runoff/domain';

/** Every exposed page is a React component whose module's default export is the page. */
export interface PageModule<Props = Record<string, never>> {
  default: ComponentType<Props>;
}

/** Props the shell passes to a page that belongs to a poll. */
export interface PollPageProps {
  pollId: string;
}

/** Props of mf_results' count animation: the Vote Calculation Animation modal of one poll. */
export interface CountAnimationProps extends PollPageProps {
  onClose: () => void;
}

/**
 * Remotes never import or load each other: the shell composes them. A page that shows another remote's
 * part gets it as a prop, already wrapped in the shell's loader, error boundary and Retry fallback.
 */
export interface ResultsParts {
  ResultsPanel: ComponentType<PollPageProps>;
  CountAnimation: ComponentType<CountAnimationProps>;
}

/** Props of mf_lobby's join page and live lobby: they show results and the animation when voting ends. */
export interface LobbyProps extends PollPageProps, ResultsParts {}

/**
 * Props of mf_lobby's join page. `initialPoll`: the poll as the shell got it a moment ago with the join
 * code (resolve_join_code gives it with the id), so the page need not ask get_poll again. Optional: a
 * link opened directly has none, and a page that ignores it still works.
 */
export interface JoinPageProps extends LobbyProps {
  initialPoll?: Poll;
  /**
   * A printed voting code from the join link (`?code=`, issue 27), as given; the shell has already taken it
   * out of the address bar. The page redeems it for a poll whose voters are on a list.
   */
  votingCode?: string;
}

/**
 * Props of mf_lobby's presenter view (/polls/:pollId/present): the count animation plays there at the end,
 * and the count explained (every round, where the votes went, who beats whom) shows under the winner.
 */
export interface PresenterProps extends PollPageProps {
  CountAnimation: ComponentType<CountAnimationProps>;
  ResultsStory: ComponentType<PollPageProps>;
}

/** Props of mf_polls' poll detail page: its Results tab and, after Start Live Poll, the live lobby. */
export interface PollDetailPageProps extends PollPageProps {
  ResultsPanel: ComponentType<PollPageProps>;
  LobbyPanel: ComponentType<PollPageProps>;
}

/**
 * Props of a session's pages (issue 32): mf_lobby's participant page (/sessions/:sessionId/join) and
 * mf_polls' control page (/sessions/:sessionId). Each question is a poll, so its results are mf_results'
 * panel. `sessionTitle`: the title resolve_join_code gave with the code (a visitor cannot read the
 * session before joining it); optional, as a link opened directly has none.
 */
export interface SessionPageProps {
  sessionId: string;
  sessionTitle?: string;
  ResultsPanel: ComponentType<PollPageProps>;
}

/** Props of mf_results' session report (/sessions/:sessionId/report): every question's results, the export, print. */
export interface SessionReportProps {
  sessionId: string;
}

/**
 * Props of mf_lobby's session presenter (/sessions/:sessionId/present, host and co-hosts): each question is
 * a poll, so its count animation and the count explained are mf_results' parts, as in the poll presenter.
 */
export interface SessionPresenterProps {
  sessionId: string;
  CountAnimation: ComponentType<CountAnimationProps>;
  ResultsStory: ComponentType<PollPageProps>;
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
    /** New Session: a title and whether results wait for the host, then the control page. */
    './create-session-page': PageModule;
    /** A session's control page: its questions, and driving the room from one to the next. */
    './session-page': PageModule<SessionPageProps>;
    /** A list poll's voter list (host only, issue 27): addresses, printed codes and their cards, turnout. */
    './voter-list-page': PageModule<PollPageProps>;
  };
  mf_lobby: {
    './join-page': PageModule<JoinPageProps>;
    /** The live lobby of one poll, shown by mf_polls' poll detail page after Start Live Poll. */
    './lobby': PageModule<LobbyProps>;
    /** The presenter view for a projector (host only): join code and QR, live participants, progress, winner. */
    './presenter': PageModule<PresenterProps>;
    /** A session's participant page: joined once, it follows the host from question to question. */
    './session-page': PageModule<SessionPageProps>;
    /** A session on the projector: the join panel, turnout, each question's count once the host shows it. */
    './session-presenter': PageModule<SessionPresenterProps>;
  };
  mf_results: {
    './results-panel': PageModule<PollPageProps>;
    './count-animation': PageModule<CountAnimationProps>;
    /** The count explained for a projector (docs/explanations.md): every round, where the votes went, who beats whom. */
    './results-story': PageModule<PollPageProps>;
    /** "Check my ballot" (issue 27): a tracker's ballot in the published list and its path through the rounds. */
    './check-ballot-page': PageModule<PollPageProps>;
    /** A session's report (issue 32): each question's winners, rounds and chart, its export, a print stylesheet. */
    './session-report': PageModule<SessionReportProps>;
  };
}

export type RemoteName = keyof RemoteSurface;
export type ExposedModule<R extends RemoteName> = keyof RemoteSurface[R] & string;

/** The type a remote's `src/expose/<module>.tsx` must satisfy, e.g. `Exposed<'mf_auth', './login-page'>`. */
export type Exposed<R extends RemoteName, M extends ExposedModule<R>> = RemoteSurface[R][M];
