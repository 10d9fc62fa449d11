import { createHashRouter, Navigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/http';
import { useSession } from '../lib/session';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { MessagesPage } from '../pages/MessagesPage';
import { ForbiddenPage, NotFoundPage, ServerErrorPage, UnderConstructionPage } from '../pages/StatusPages';
import { AppLayout } from '../shell/AppLayout';
import { MenuPage } from '../shell/MenuPage';
import { settings } from './settings';

/** spec §4: a signed-in user visiting /login goes home; a first-login password must be changed first. */
function LoginRoute() {
  const { accessToken, user } = useSession();
  if (accessToken && user && user.first_login_password !== 'Y') return <Navigate to={settings.homePath} replace />;
  return <LoginPage />;
}

export const router = createHashRouter([
  { path: '/login', element: <LoginRoute /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '/403', element: <ForbiddenPage /> },
  { path: '/500', element: <ServerErrorPage /> },
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to={settings.homePath} replace /> },
      { path: 'wel/index', element: <HomePage /> },
      { path: 'resource/message', element: <MessagesPage /> },
      { path: 'under-construction/index', element: <UnderConstructionPage /> },
      { path: '*', element: <MenuPage /> },
    ],
  },
]);

// spec §8: a 401 signs out locally and goes to the sign-in page.
setUnauthorizedHandler(() => {
  useSession.getState().signOut();
  void router.navigate('/login', { replace: true });
});
