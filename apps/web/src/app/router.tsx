import { createHashRouter, Navigate, redirect } from 'react-router';
import { setUnauthorizedHandler } from '../lib/http';
import { useSession } from '../lib/session';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { MessagesPage } from '../pages/MessagesPage';
import { ForbiddenPage, NotFoundPage, ServerErrorPage, UnderConstructionPage } from '../pages/StatusPages';
import { AppLayout } from '../shell/AppLayout';
import { MenuPage } from '../shell/MenuPage';
import { settings } from './settings';

const isSignedIn = () => {
  const { accessToken, user } = useSession.getState();
  return Boolean(accessToken && user && user.first_login_password !== 'Y');
};

/**
 * spec §4, checked by the router before any page renders (so no call goes out without a session):
 * signed-out users go to /login, a signed-in user visiting /login goes home. A user who must first
 * change a first-login password counts as signed out.
 */
function requireSession() {
  if (!isSignedIn()) throw redirect('/login');
  return null;
}

function leaveLoginWhenSignedIn() {
  if (isSignedIn()) throw redirect(settings.homePath);
  return null;
}

export const router = createHashRouter([
  { path: '/login', loader: leaveLoginWhenSignedIn, element: <LoginPage /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '/403', element: <ForbiddenPage /> },
  { path: '/500', element: <ServerErrorPage /> },
  {
    path: '/',
    loader: requireSession,
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
