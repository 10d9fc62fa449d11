import type { TokenBody } from '@smdp/contracts';
import md5 from 'blueimp-md5';
import { takeClientErrors } from '../lib/client-log';
import { api, post } from '../lib/http';
import { useSession } from '../lib/session';
import { settings } from './settings';

const TOKEN = '/blade-auth/oauth/token';

export async function signIn(tenantId: string, account: string, password: string): Promise<TokenBody> {
  const body = await api<TokenBody>('POST', TOKEN, {
    query: {
      tenantId,
      username: account,
      password: md5(password),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    },
    headers: { 'Tenant-Id': tenantId },
  });
  useSession.getState().signedIn(body, tenantId);
  return body;
}

async function refresh(): Promise<void> {
  const { refreshToken, tenantId, signedIn } = useSession.getState();
  const body = await api<TokenBody>('POST', TOKEN, {
    query: { tenantId, refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all' },
    headers: { 'Tenant-Id': tenantId },
    quiet: true,
  });
  signedIn(body, tenantId);
}

/**
 * spec §4: checked every second, the token is refreshed once it is older than 3000 s; a failed refresh
 * signs the user out.
 */
export function keepTokenFresh(onFailure: () => void): () => void {
  let refreshing = false;
  const timer = setInterval(() => {
    const { accessToken, issuedAt } = useSession.getState();
    if (!accessToken || refreshing || Date.now() - issuedAt < settings.token.refreshAgeSeconds * 1000) return;
    refreshing = true;
    refresh()
      .catch(() => {
        useSession.getState().signOut();
        onFailure();
      })
      .finally(() => {
        refreshing = false;
      });
  }, settings.token.checkEveryMs);
  return () => clearInterval(timer);
}

/** Hands the collected client errors to the server, then forgets the session whatever the answer. */
export async function logOut(): Promise<void> {
  try {
    await post('/blade-auth/oauth/logout', takeClientErrors(), { quiet: true });
  } finally {
    useSession.getState().signOut();
  }
}
