/**
 * The part of react-router the apps use, shared as one instance through `@runoff/platform/router`.
 *
 * Module Federation never tree-shakes a shared module: sharing `react-router` itself shipped the whole
 * package (about 60 kB gzip) to every page. Sharing this list instead ships only what it names, still as one
 * router for the whole page (the shell's context reaches every remote's links and hooks). Apps import the
 * router from here only (a lint rule holds them to it); an export missing here is added here.
 * Declarative mode only (BrowserRouter + useRoutes): the data router (createBrowserRouter, loaders,
 * ScrollRestoration) is about two thirds of react-router and no page needs it.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction, RouteObject } from 'react-router';
