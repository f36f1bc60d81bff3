import { createBrowserRouter, Navigate, RouterProvider, useParams } from 'react-router';
import { CreatePollPage } from '../features/create-poll';
import { DashboardPage } from '../features/dashboard';
import { PollDetailPage } from '../features/poll-detail';
import { PollListPage } from '../features/poll-list';
import { DevLayout } from './dev-layout';
import { DevLobbyStandIn, DevResultsPanelStandIn } from './dev-stand-ins';

function PollDetailRoute() {
  const { pollId = '' } = useParams();
  return <PollDetailPage key={pollId} pollId={pollId} ResultsPanel={DevResultsPanelStandIn} LobbyPanel={DevLobbyStandIn} />;
}

const router = createBrowserRouter([
  {
    element: <DevLayout />,
    children: [
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'polls', element: <PollListPage /> },
      { path: 'polls/create', element: <CreatePollPage /> },
      { path: 'polls/:pollId', element: <PollDetailRoute /> },
      // The shell's other pages (login, join, profile) belong to other remotes.
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
