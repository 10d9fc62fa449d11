import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isAdministrator, useSession } from '../lib/session';
import { ForbiddenPage, NotFoundPage, UnderConstructionPage } from '../pages/StatusPages';
import { FIXED_PAGE_TITLES } from './fixed-pages';
import { findByPath, storePathAllowed, useMenus } from './menu';
import { lazyPage, resolvePage } from './pages';
import { useShops } from './stores';

/**
 * Every signed-in path that is not a fixed page of the shell (spec §2 dynamic routes): the fixed detail
 * pages, and the pages of the user's server menu. The page is resolved by path, then path + /index;
 * a menu item or fixed page without a built page shows as under construction with its name; a path
 * the user's menu does not have is not found.
 */
export function DynamicPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menus = useMenus();
  const user = useSession((state) => state.user);
  const { shopFeature } = useShops();
  const fixedTitle = FIXED_PAGE_TITLES[pathname];
  const node = findByPath(menus.data ?? [], pathname);

  if (!fixedTitle && menus.isLoading) return <Skeleton active />;
  if (!fixedTitle && !node) return <NotFoundPage />;
  if (!storePathAllowed(pathname, shopFeature, isAdministrator(user))) return <ForbiddenPage />;
  const loader = resolvePage(pathname);
  if (!loader) return <UnderConstructionPage name={fixedTitle ? t(fixedTitle) : node?.name} />;
  const Page = lazyPage(loader);
  return (
    <Suspense fallback={<Skeleton active />}>
      <Page />
    </Suspense>
  );
}
