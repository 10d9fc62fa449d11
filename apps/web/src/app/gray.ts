import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { frameKeys } from '../lib/frame-keys';
import { get } from '../lib/http';

const GRAY_KEY = 'smdp-gray';
export const GRAY_COOKIE = 'smdp_gray';

/**
 * spec §4 gray release: when the server's answer differs from the state this browser last saw, the
 * cookie that routes it to the gray (or normal) version is set, caches are dropped and the page reloads.
 */
export function applyGrayState(active: boolean, storage: Storage = localStorage): boolean {
  const seen = storage.getItem(GRAY_KEY);
  const now = active ? '1' : '0';
  if (seen === now) return false;
  storage.setItem(GRAY_KEY, now);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we support
  document.cookie = `${GRAY_COOKIE}=${now}; path=/; SameSite=Lax`;
  // The first answer only records the state: there is nothing stale to drop yet.
  return seen !== null;
}

export function useGrayRelease() {
  const gray = useQuery({
    queryKey: frameKeys.isGray(),
    queryFn: () => get<boolean>('/blade-user/is-gray', undefined, { quiet: true }),
    staleTime: 10 * 60_000,
  });
  useEffect(() => {
    if (gray.data === undefined || !applyGrayState(gray.data)) return;
    void (async () => {
      if ('caches' in window) for (const name of await caches.keys()) await caches.delete(name);
      location.reload();
    })();
  }, [gray.data]);
}
