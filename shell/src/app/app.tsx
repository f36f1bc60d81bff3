import { BrowserRouter, useRoutes } from '@runoff/platform/router';
import { RemoteLoaderContext, type RemoteLoader } from '../features/remotes';
import { AuthGate } from './auth-gate';
import { routes } from './routes';

// react-router's declarative mode: no page uses loaders, actions or fetchers, and the data router would
// add about 20 kB gzip to every page (docs/decisions.md).
function Routes() {
  return useRoutes(routes);
}

export function App({ loader }: { loader: RemoteLoader }) {
  return (
    <RemoteLoaderContext value={loader}>
      <AuthGate>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </AuthGate>
    </RemoteLoaderContext>
  );
}
