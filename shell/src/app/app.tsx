import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RemoteLoaderContext, type RemoteLoader } from '../features/remotes';
import { AuthGate } from './auth-gate';
import { routes } from './routes';

export function App({ loader }: { loader: RemoteLoader }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <RemoteLoaderContext value={loader}>
      <AuthGate>
        <RouterProvider router={router} />
      </AuthGate>
    </RemoteLoaderContext>
  );
}
