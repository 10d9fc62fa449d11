import { type ComponentType, useEffect } from 'react';
import {
  createHashRouter,
  type LoaderFunctionArgs,
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
  redirect,
  useNavigate,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { recordClientError } from '../lib/client-log';
import { setUnauthorizedHandler } from '../lib/http';
import { i18n, SHELL_NAMESPACES } from '../lib/i18n';
import { useProgress } from '../lib/progress';
import { useLock, useSession } from '../lib/session';
import { settings } from '../lib/settings';
import { keepTokenFresh } from './auth';
import { decide, LOGIN_PATH } from './guard';
import { RouteError } from './RouteError';

/** Route `handle`: `isAuth: false` opens a route without a session (spec §4). */
export type RouteHandle = { isAuth?: boolean };
const open: RouteHandle = { isAuth: false };

/**
 * Pages load as their own chunks when first opened: the sign-in page carries none of the signed-in
 * shell's code (menus, tables, dialogs) nor its texts.
 */
const lazyComponent =
  <Name extends string>(
    load: () => Promise<Record<Name, ComponentType>>,
    name: Name,
    namespaces: readonly string[] = [],
  ) =>
  async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    return { Component: module[name] };
  };

/** spec §4 for every navigation, before any page renders (so no call leaves without a session). */
function guard({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  let decision: ReturnType<typeof decide>;
  try {
    const matches = matchRoutes(routes, path) ?? [];
    const needsAuth = !matches.some((match) => (match.route.handle as RouteHandle | undefined)?.isAuth === false);
    const { accessToken, user } = useSession.getState();
    decision = decide({ path, needsAuth, token: accessToken, user, locked: useLock.getState().locked });
  } catch (error) {
    // A guard exception is logged, then the user goes to /login (spec §8).
    recordClientError('guard', error);
    decision = { to: LOGIN_PATH, signOut: true };
  }
  if (!decision) return null;
  if (decision.signOut) useSession.getState().signOut();
  throw redirect(decision.to);
}

/** Runs under every route: keeps the token fresh and shows the progress bar while a route loads. */
function Root() {
  const navigate = useNavigate();
  const signedIn = useSession((state) => Boolean(state.accessToken));
  const loading = useNavigation().state !== 'idle';
  useEffect(
    () => (signedIn ? keepTokenFresh(() => navigate(LOGIN_PATH, { replace: true })) : undefined),
    [signedIn, navigate],
  );
  useEffect(() => {
    if (!loading) return;
    const { start, done } = useProgress.getState();
    start();
    return done;
  }, [loading]);
  return <Outlet />;
}

/** /middle-page?redirectTo= (spec §2): a store switch passes through here to open the page afresh. */
function MiddlePage() {
  const [params] = useSearchParams();
  const target = params.get('redirectTo') ?? '';
  // Only a path of this app: never '//host' or a full URL.
  return <Navigate to={/^\/(?!\/)/.test(target) ? target : settings.homePath} replace />;
}

/** The pages inside the shell; a failing page shows its error inside the shell. */
const signedInPages: RouteObject[] = [
  { index: true, element: <Navigate to={settings.homePath} replace /> },
  { path: 'wel', element: <Navigate to={settings.homePath} replace /> },
  { path: 'wel/index', lazy: lazyComponent(() => import('../pages/HomePage'), 'HomePage') },
  { path: 'info/index', lazy: lazyComponent(() => import('../pages/account/InfoPage'), 'InfoPage') },
  {
    path: 'usersetting/setting',
    lazy: lazyComponent(() => import('../pages/account/UserSettingPage'), 'UserSettingPage'),
  },
  {
    path: 'resource/message',
    lazy: lazyComponent(() => import('../modules/resource/pages/MessagesPage'), 'MessagesPage'),
  },
  {
    path: 'under-construction/index',
    lazy: lazyComponent(() => import('../pages/StatusPages'), 'UnderConstructionPage'),
  },
  { path: 'myiframe/*', lazy: lazyComponent(() => import('../pages/frames/IframePage'), 'IframePage') },
  { path: '*', lazy: lazyComponent(() => import('./DynamicPage'), 'DynamicPage') },
];

const routes: RouteObject[] = [
  {
    id: 'root',
    loader: guard,
    shouldRevalidate: () => true,
    // Nothing to show while the guard decides on the first load: it only reads local state.
    HydrateFallback: () => null,
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', handle: open, lazy: lazyComponent(() => import('../pages/login/LoginPage'), 'LoginPage') },
      { path: '/lock', handle: open, lazy: lazyComponent(() => import('../pages/lock/LockPage'), 'LockPage') },
      { path: '/404', handle: open, lazy: lazyComponent(() => import('../pages/StatusPages'), 'NotFoundPage') },
      { path: '/403', handle: open, lazy: lazyComponent(() => import('../pages/StatusPages'), 'ForbiddenPage') },
      { path: '/500', handle: open, lazy: lazyComponent(() => import('../pages/StatusPages'), 'ServerErrorPage') },
      {
        path: '/modifyphone',
        handle: open,
        lazy: lazyComponent(() => import('../pages/account/ModifyPhonePage'), 'ModifyPhonePage'),
      },
      {
        path: '/resetpassword',
        handle: open,
        lazy: lazyComponent(() => import('../pages/account/ResetPasswordPage'), 'ResetPasswordPage'),
      },
      { path: '/middle-page', handle: open, element: <MiddlePage /> },
      {
        path: '/standalone',
        lazy: lazyComponent(() => import('../pages/frames/StandalonePage'), 'StandaloneFrame', SHELL_NAMESPACES),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { path: 'pdf', lazy: lazyComponent(() => import('../pages/frames/PdfPage'), 'PdfPage') },
              {
                path: ':child',
                lazy: lazyComponent(() => import('../pages/frames/StandalonePage'), 'StandaloneChild'),
              },
            ],
          },
        ],
      },
      {
        path: '/',
        lazy: lazyComponent(() => import('../shell/AppLayout'), 'AppLayout', SHELL_NAMESPACES),
        children: [{ errorElement: <RouteError />, children: signedInPages }],
      },
    ],
  },
];

export const router = createHashRouter(routes);

// spec §8: a 401 signs out locally and goes to the sign-in page.
setUnauthorizedHandler(() => {
  useSession.getState().signOut();
  void router.navigate(LOGIN_PATH, { replace: true });
});
