import { useLocation } from 'react-router';
import { findByPath, useMenus } from '../app/menu';
import { NotFoundPage, UnderConstructionPage } from '../pages/StatusPages';

/**
 * Any other path: a page the server's menu names but this version does not have yet shows as under
 * construction with its menu name; a path no menu names is not found (spec §2 dynamic routes).
 */
export function MenuPage() {
  const { pathname } = useLocation();
  const menus = useMenus();
  if (menus.isLoading) return null;
  const node = findByPath(menus.data ?? [], pathname);
  return node ? <UnderConstructionPage name={node.name} /> : <NotFoundPage />;
}
