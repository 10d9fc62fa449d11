import { Alert, Button } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { recordClientError } from '../lib/client-log';

/** Loaded only when needed: the status pages' pictures are large for something rarely seen. */
const ServerErrorPage = lazy(async () => ({ default: (await import('../pages/StatusPages')).ServerErrorPage }));

/** A page chunk that no longer exists on the server (a new version was deployed) fails like this. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/**
 * What a route shows when it fails, in place of the page: spec §8 — a lazy page chunk that fails to
 * load gets the pageChunkLoadError2 alert; any other failure is logged and shows the 500 page. (Guard
 * failures never get here: the guard itself logs them and goes to /login.)
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = error instanceof Error && CHUNK_FAILURE.test(error.message);
  useEffect(() => recordClientError('route', error), [error]);
  if (!chunkFailed)
    return (
      <Suspense>
        <ServerErrorPage />
      </Suspense>
    );
  return (
    <Alert
      type="error"
      showIcon
      title={t('errors.pageChunkLoadError2')}
      action={<Button onClick={() => location.reload()}>{t('common.refresh')}</Button>}
      style={{ margin: 24 }}
    />
  );
}
