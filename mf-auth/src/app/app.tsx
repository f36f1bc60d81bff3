import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ForgotPasswordPage } from '../features/forgot-password';
import { LoginPage } from '../features/login';
import { ProfilePage } from '../features/profile';
import { SignUpPage } from '../features/signup';
import { DevLayout } from './dev-layout';
import { SessionPage } from './session-page';

const router = createBrowserRouter([
  {
    element: <DevLayout />,
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
]);

export function App() {
  return <RouterProvider router={router} />;
}
