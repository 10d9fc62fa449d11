import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { get } from '../lib/http';
import { type NewestVersion, SEEN_VERSION_KEY, shouldShowVersion, versionKey } from './version-notice';

/**
 * spec §4: the newest published version if it is to be announced, whether the server has answered
 * (the store guide waits for it, so two overlays never compete), and how to close the notice.
 */
export function useVersionNotice() {
  const [lastSeen, setLastSeen] = useState(() => localStorage.getItem(SEEN_VERSION_KEY));
  const newest = useQuery({
    queryKey: ['newestVersion'],
    queryFn: () =>
      get<NewestVersion | null>(
        '/blade-system/systemVersionManage/newest-version',
        { platform: 'pc' },
        { quiet: true },
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const version = newest.data;
  // Read again when the answer arrives: another browser tab may have closed the notice meanwhile.
  const seen = newest.isSuccess ? localStorage.getItem(SEEN_VERSION_KEY) : lastSeen;
  const shown = shouldShowVersion(version, seen) ? version : null;
  const close = () => {
    if (!shown) return;
    localStorage.setItem(SEEN_VERSION_KEY, versionKey(shown));
    setLastSeen(versionKey(shown));
  };
  return { version: shown, settled: !newest.isPending, close };
}

export type VersionNoticeState = ReturnType<typeof useVersionNotice>;

// The dialog, with DOMPurify and Typography, loads only when there is a version to announce.
const VersionNoticeDialog = lazy(() =>
  import('./VersionNoticeDialog').then((module) => ({ default: module.VersionNoticeDialog })),
);

/** spec §2/§4: after sign-in, the newest published version's notes, until the user closes them once. */
export function VersionNotice({ notice: { version, close } }: { notice: VersionNoticeState }) {
  if (!version) return null;
  return (
    <Suspense fallback={null}>
      <VersionNoticeDialog version={version} onClose={close} />
    </Suspense>
  );
}
