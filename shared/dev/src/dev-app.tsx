import { BrowserRouter, useRoutes, type RouteObject } from '@runoff/platform/router';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A remote's standalone dev page: its routes (each remote's src/app/app.tsx) in a router of its own. */
export function DevApp({ routes }: { routes: RouteObject[] }) {
  return (
    <BrowserRouter>
      <Routes routes={routes} />
    </BrowserRouter>
  );
}
