import { Navigate, useParams, type RouteObject } from '@runoff/platform/router';
import { DevApp, DevLayout, type DevLink } from '@runoff/dev';
import '@runoff/ui/tokens.css';
import { CreatePollPage } from '../features/create-poll';
import { DashboardPage } from '../features/dashboard';
import { PollDetailPage } from '../features/poll-detail';
import { PollListPage } from '../features/poll-list';
import { VoterListPage } from '../features/voter-list';
import { DevLobbyStandIn, DevResultsPanelStandIn } from './dev-stand-ins';

function PollDetailRoute() {
  const { pollId = '' } = useParams();
  return <PollDetailPage key={pollId} pollId={pollId} ResultsPanel={DevResultsPanelStandIn} LobbyPanel={DevLobbyStandIn} />;
}

function VoterListRoute() {
  const { pollId = '' } = useParams();
  return <VoterListPage key={pollId} pollId={pollId} />;
}

const links: DevLink[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/polls', label: 'Polls', end: true },
  { to: '/polls/create', label: 'Create Poll' },
];

const routes: RouteObject[] = [
  {
    element: <DevLayout name="mf_polls" links={links} requireAccount />,
    children: [
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'polls', element: <PollListPage /> },
      { path: 'polls/create', element: <CreatePollPage /> },
      { path: 'polls/:pollId', element: <PollDetailRoute /> },
      { path: 'polls/:pollId/voters', element: <VoterListRoute /> },
      // The shell's other pages (login, join, profile) belong to other remotes.
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

export function App() {
  return <DevApp routes={routes} />;
}
