import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page module's loader: `() => import('./pages/UserPage')`, the page being the default export. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Business modules register their pages by menu path in `src/modules/<area>/routes.ts` (or a part of an
 * area in `src/modules/<area>/<part>/routes.ts`):
 * `export const pages: Record<string, PageLoader> = { '/system/user': () => import('./pages/UserPage') }`.
 * Only these small maps load with the app; each page stays its own chunk until it is opened.
 */
const registered = import.meta.glob<Record<string, PageLoader>>(
  ['../modules/*/routes.ts', '../modules/*/*/routes.ts'],
  {
    eager: true,
    import: 'pages',
  },
);

const registry: Record<string, PageLoader> = Object.assign({}, ...Object.values(registered));

/** spec §2: a page is found by its path, then by its path plus /index. */
export function resolvePage(path: string, pages: Record<string, PageLoader> = registry): PageLoader | undefined {
  return pages[path] ?? pages[`${path.replace(/\/$/, '')}/index`];
}

const components = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

/** One lazy component per loader, so a page keeps its state across renders of the route. */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let component = components.get(loader);
  if (!component) {
    component = lazy(loader);
    components.set(loader, component);
  }
  return component;
}
