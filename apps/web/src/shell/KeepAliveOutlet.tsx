import { Skeleton } from 'antd';
import { Activity, type ContextType, type ReactNode, Suspense, useContext, useState } from 'react';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router';

/** A page and the location it was last shown at. */
type KeptPage = { page: ReactNode; location: ContextType<typeof LocationContext> };

/**
 * The page of the current route. Pages `keepAlive` accepts (menu isOpen 2, spec §2) stay mounted
 * while another tab is shown, hidden by React's `<Activity>`, until their tab closes (`openPaths`).
 *
 * A hidden page keeps seeing the location it was last shown at: pages resolve what to show from the
 * location (app/DynamicPage), and a hidden page re-rendered with another tab's path would swap itself
 * for another page and lose its state.
 *
 * Each page has its own Suspense boundary: a page waiting for its texts (a namespace loads when a page
 * first asks for it) shows a skeleton in its place, never blanks the shell around it.
 */
export function KeepAliveOutlet({
  keepAlive,
  openPaths,
}: {
  keepAlive: (path: string) => boolean;
  openPaths: string[];
}) {
  const outlet = useOutlet();
  const location = useContext(LocationContext);
  const { pathname } = location.location;
  const [kept, setKept] = useState<ReadonlyMap<string, KeptPage>>(new Map());
  const keepCurrent = outlet !== null && keepAlive(pathname);
  const isOpen = (path: string) => path === pathname || openPaths.includes(path);

  // Derived during render (React's "storing information from previous renders"), so no page mounts twice.
  const evicted = [...kept.keys()].some((path) => !isOpen(path));
  const moved = keepCurrent && kept.get(pathname)?.location !== location;
  if (evicted || moved) {
    const next = new Map([...kept].filter(([path]) => isOpen(path)));
    if (keepCurrent) next.set(pathname, { page: outlet, location });
    setKept(next);
  }

  // One list, keyed by path, so a page that becomes kept (its menu arrived) is not mounted again.
  const pages = new Map(kept);
  if (!keepCurrent) pages.set(pathname, { page: outlet, location });
  return (
    <>
      {[...pages].map(([path, { page, location: shown }]) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={path === pathname ? location : shown}>
            <Suspense fallback={<Skeleton active />}>{path === pathname ? outlet : page}</Suspense>
          </LocationContext.Provider>
        </Activity>
      ))}
    </>
  );
}
