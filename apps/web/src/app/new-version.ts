import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** How often an open page asks the server whether a new version was deployed. */
const CHECK_EVERY_MS = 10 * 60_000;
/** After "later", the already installed version is offered again this much later. */
const ASK_AGAIN_AFTER_MS = 30 * 60_000;

async function clearOfflineCaches() {
  if (!('caches' in window)) return;
  for (const name of await caches.keys()) await caches.delete(name);
}

/**
 * spec §4 new application version: the service worker finds a new version (never on the first load,
 * when nothing is installed yet) and the user is asked to refresh. Accepting clears the offline cache
 * and activates it, which reloads the page; declining lets it install quietly and asks again later
 * whether to activate it.
 */
export function useNewVersionPrompt() {
  const { t } = useTranslation();
  const declined = useRef(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), CHECK_EVERY_MS);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    let closeDialog: (() => void) | undefined;
    let unmounted = false;
    // The dialog code loads only when there is something to ask: the first load never needs it.
    void import('antd/es/modal').then(({ default: Modal }) => {
      if (unmounted) return;
      closeDialog = Modal.confirm({
        title: t('newVersion.title'),
        content: declined.current ? t('newVersion.activateText') : t('newVersion.text'),
        okText: t('newVersion.refresh'),
        cancelText: t('newVersion.later'),
        onOk: async () => {
          await clearOfflineCaches();
          await updateServiceWorker(true);
        },
        onCancel: () => {
          declined.current = true;
          setNeedRefresh(false);
          setTimeout(() => setNeedRefresh(true), ASK_AGAIN_AFTER_MS);
        },
      }).destroy;
    });
    return () => {
      unmounted = true;
      closeDialog?.();
    };
  }, [needRefresh, setNeedRefresh, updateServiceWorker, t]);
}
