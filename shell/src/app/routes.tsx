import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from '@runoff/platform/router';
import { Spinner } from '@runoff/ui';
import { HomePage } from '../features/home';
import { JoinCodeForm, JoinCodePage } from '../features/join-code';
import { Layout } from '../features/layout';
import { RemotePage } from '../features/remotes';
import { NotFoundPage } from './not-found-page';
import { CheckBallotRoute, JoinRoute, PollDetailRoute, PresentRoute, SessionControlRoute, SessionJoinRoute, SessionPresentRoute, SessionReportRoute, VoterListRoute } from './remote-routes';
import { RequireAuth } from './require-auth';

// The static pages load when opened: the home page and the join page (issue 10's first-load budgets) never show them.
const staticPages = () => import('../features/static-pages');
const AboutPage = lazy(() => staticPages().then((module) => ({ default: module.AboutPage })));
const HowItWorksPage = lazy(() => staticPages().then((module) => ({ default: module.HowItWorksPage })));
const PrivacyPage = lazy(() => staticPages().then((module) => ({ default: module.PrivacyPage })));
const TermsPage = lazy(() => staticPages().then((module) => ({ default: module.TermsPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** The route table (product §2.2). */
export const routes: RouteObject[] = [
  // The presenter view fills the projector: no header or footer around it.
  {
    path: '/polls/:pollId/present',
    element: (
      <RequireAuth>
        <PresentRoute />
      </RequireAuth>
    ),
  },
  {
    path: '/sessions/:sessionId/present',
    element: (
      <RequireAuth>
        <SessionPresentRoute />
      </RequireAuth>
    ),
  },
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage joinWithCode={<JoinCodeForm />} /> },
      { path: '/login', element: <RemotePage remote="mf_auth" module="./login-page" /> },
      { path: '/signup', element: <RemotePage remote="mf_auth" module="./signup-page" /> },
      { path: '/forgot-password', element: <RemotePage remote="mf_auth" module="./forgot-password-page" /> },
      { path: '/about', element: <Loading><AboutPage /></Loading> },
      { path: '/how-it-works', element: <Loading><HowItWorksPage /></Loading> },
      { path: '/privacy', element: <Loading><PrivacyPage /></Loading> },
      { path: '/terms', element: <Loading><TermsPage /></Loading> },
      { path: '/polls/:pollId/vote', element: <JoinRoute /> },
      { path: '/polls/:pollId/check', element: <CheckBallotRoute /> },
      { path: '/j/:code', element: <JoinCodePage /> },
      { path: '/sessions/:sessionId/join', element: <SessionJoinRoute /> },
      {
        path: '/sessions/create',
        element: (
          <RequireAuth>
            <RemotePage remote="mf_polls" module="./create-session-page" />
          </RequireAuth>
        ),
      },
      {
        path: '/sessions/:sessionId',
        element: (
          <RequireAuth>
            <SessionControlRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/sessions/:sessionId/report',
        element: (
          <RequireAuth>
            <SessionReportRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <RemotePage remote="mf_polls" module="./dashboard-page" />
          </RequireAuth>
        ),
      },
      {
        path: '/polls',
        element: (
          <RequireAuth>
            <RemotePage remote="mf_polls" module="./poll-list-page" />
          </RequireAuth>
        ),
      },
      {
        path: '/polls/create',
        element: (
          <RequireAuth>
            <RemotePage remote="mf_polls" module="./create-poll-page" />
          </RequireAuth>
        ),
      },
      {
        path: '/polls/:pollId',
        element: (
          <RequireAuth>
            <PollDetailRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/polls/:pollId/voters',
        element: (
          <RequireAuth>
            <VoterListRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/profile',
        element: (
          <RequireAuth>
            <RemotePage remote="mf_auth" module="./profile-page" />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
