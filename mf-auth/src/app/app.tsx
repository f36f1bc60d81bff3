import { Navigate, type RouteObject } from '@runoff/platform/router';
import { DevApp, DevLayout, type DevLink } from '@runoff/dev';
import '@runoff/ui/tokens.css';
import { ForgotPasswordPage } from '../features/forgot-password';
import { LoginPage } from '../features/login';
import { ProfilePage } from '../features/profile';
import { SignUpPage } from '../features/signup';
import { SessionPage } from './session-page';

const links: DevLink[] = [
  { to: '/login', label: 'Login' },
  { to: '/signup', label: 'Sign Up' },
  { to: '/forgot-password', label: 'Forgot password' },
  { to: '/profile', label: 'Profile' },
  { to: '/dashboard', label: 'Session' },
];

const routes: RouteObject[] = [
  {
    element: <DevLayout name="mf_auth" links={links} />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignUpPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'dashboard', element: <SessionPage /> },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export function App() {
  return <DevApp routes={routes} />;
}
