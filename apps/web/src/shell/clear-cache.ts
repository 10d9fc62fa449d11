import type { QueryClient } from '@tanstack/react-query';
import { get } from '../lib/http';

/**
 * What a cache clear leaves in local storage: the session, and the user's own choices and "already
 * seen" marks (language, store and store guide, menu searches, version notice, gray state), which are
 * not caches. Everything else the app keeps there is a cache and goes.
 */
const KEPT_KEYS = new Set([
  'smdp-session',
  'smdp-language',
  'smdp-stores',
  'smdp-menu-search-history',
  'smdp-seen-version',
  'smdp-gray',
]);

export function clearLocalCaches(storage: Storage = localStorage) {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key !== null && !KEPT_KEYS.has(key)) storage.removeItem(key);
}

/**
 * spec §2 "clear cache": the server's caches, then the query cache (which holds the dictionaries and
 * every other server answer) and local caches, then a reload.
 */
export async function clearAllCaches(queryClient: QueryClient, reload: () => void = () => location.reload()) {
  await get<boolean>('/blade-auth/oauth/clear-cache');
  queryClient.clear();
  clearLocalCaches();
  reload();
}
