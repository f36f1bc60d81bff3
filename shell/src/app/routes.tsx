import type { RouteObject } from '@runoff/shared/router';
import { HomePage } from '../features/home';
import { JoinCodeForm, JoinCodePage } from '../features/join-code';
import { Layout } from '../features/layout';
import { RemotePage } from '../features/remotes';
import { AboutPage, HowItWorksPage, PrivacyPage, TermsPage } from '../features/static-pages';
import { NotFoundPage } from './not-found-page';
import { JoinRoute, PollDetailRoute, PresentRoute } from './remote-routes';
import { RequireAuth } from './require-auth';

/** The spec's route table (§2). */
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
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage joinWithCode={<JoinCodeForm />} /> },
      { path: '/login', element: <RemotePage remote="mf_auth" module="./login-page" /> },
      { path: '/signup', element: <RemotePage remote="mf_auth" module="./signup-page" /> },
      { path: '/forgot-password', element: <RemotePage remote="mf_auth" module="./forgot-password-page" /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/how-it-works', element: <HowItWorksPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/polls/:pollId/vote', element: <JoinRoute /> },
      { path: '/j/:code', element: <JoinCodePage /> },
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
