import { createBrowserRouter, Navigate, RouterProvider, useParams } from 'react-router';
import { RemoteResultsPanel } from '../components/remote-slot';
import { CreatePollPage } from '../features/create-poll';
import { DashboardPage } from '../features/dashboard';
import { PollDetailPage } from '../features/poll-detail';
import { PollListPage } from '../features/poll-list';
import { DevLayout } from './dev-layout';

function PollDetailRoute() {
  const { pollId = '' } = useParams();
  // As the shell does: the results panel of mf_results, with its own loader and fallback.
  return <PollDetailPage key={pollId} pollId={pollId} ResultsPanel={RemoteResultsPanel} />;
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
