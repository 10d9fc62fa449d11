import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../lib/http';
import { type NewestVersion, SEEN_VERSION_KEY, shouldShowVersion, versionKey } from './version-notice';

/**
 * spec §4: the newest published version if it is to be announced, whether the server has answered,
 * whether it was announced during this visit of the shell, and how to close the notice. A visit shows
 * at most one dialog of its own: the store guide waits while the answer is pending, and after a notice
 * it waits for the next visit (ARCHITECTURE.md "Dialogs at sign-in").
 */
export function useVersionNotice() {
  const [lastSeen, setLastSeen] = useState(() => localStorage.getItem(SEEN_VERSION_KEY));
  const [announced, setAnnounced] = useState(false);
  const { i18n } = useTranslation();
  const newest = useQuery({
    // The notes come in the reader's language.
    queryKey: ['newestVersion', i18n.language],
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
    setAnnounced(true);
  };
  const settled = !newest.isPending;
  return { version: shown, settled, close, otherDialogsAllowed: settled && !shown && !announced };
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
