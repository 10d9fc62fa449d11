import type { ComponentType } from 'react';
import { createHashRouter, Navigate, redirect } from 'react-router';
import { setUnauthorizedHandler } from '../lib/http';
import { useSession } from '../lib/session';
import { LoginPage } from '../pages/LoginPage';
import { ForbiddenPage, NotFoundPage, ServerErrorPage, UnderConstructionPage } from '../pages/StatusPages';
import { RouteError } from './RouteError';
import { settings } from './settings';

/**
 * Pages load as their own chunks when first opened: the sign-in page carries none of the signed-in
 * shell's code (menus, tables, dialogs).
 */
const lazyComponent =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  async () => ({ Component: (await load())[name] });

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
  { path: '/login', loader: leaveLoginWhenSignedIn, element: <LoginPage />, errorElement: <RouteError /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '/403', element: <ForbiddenPage /> },
  { path: '/500', element: <ServerErrorPage /> },
  {
    path: '/',
    loader: requireSession,
    lazy: lazyComponent(() => import('../shell/AppLayout'), 'AppLayout'),
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to={settings.homePath} replace /> },
      { path: 'wel/index', lazy: lazyComponent(() => import('../pages/HomePage'), 'HomePage') },
      { path: 'resource/message', lazy: lazyComponent(() => import('../pages/MessagesPage'), 'MessagesPage') },
      { path: 'under-construction/index', element: <UnderConstructionPage /> },
      { path: '*', lazy: lazyComponent(() => import('../shell/MenuPage'), 'MenuPage') },
    ],
  },
]);

// spec §8: a 401 signs out locally and goes to the sign-in page.
setUnauthorizedHandler(() => {
  useSession.getState().signOut();
  void router.navigate('/login', { replace: true });
});
