import { useContext, useState } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router';

/**
 * The query of the page's location (`?state=SUBMITTED`), or '' outside a router. A page kept alive in a
 * hidden tab keeps seeing the location it was last shown at (shell/KeepAliveOutlet).
 */
export function useUrlSearch(): string {
  // The context is null outside a router (a list in a test or a dialog): no query then, not an error.
  return useContext(LocationContext)?.location?.search ?? '';
}

/**
 * The tab a page of tabs shows: `?tab=<key>` when it names one of `keys` (a dashboard tile's link),
 * else `fallback`; a new `?tab=` in the address selects that tab again, the user's clicks in between.
 */
export function useUrlTab<K extends string>(keys: readonly K[], fallback: K): [K, (key: K) => void] {
  const search = useUrlSearch();
  const fromUrl = () => {
    const asked = new URLSearchParams(search).get('tab');
    return keys.find((key) => key === asked) ?? fallback;
  };
  const [active, setActive] = useState<K>(fromUrl);
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    setSeen(search);
    setActive(fromUrl());
  }
  return [active, setActive];
}
