import type { Wire } from '@smdp/contracts';
import type { TokenBody } from '@smdp/contracts/auth';
import type { SalesContacts, UserSetting } from '@smdp/contracts/system';
import md5 from 'blueimp-md5';
import { takeClientErrors } from '../lib/client-log';
import { api, get, post } from '../lib/http';
import { useSession } from '../lib/session';
import { settings } from '../lib/settings';

const TOKEN = '/blade-auth/oauth/token';

/** An answered image captcha (spec §7 `oauth/captcha`), sent with the captcha grant. */
export type CaptchaAnswer = { key: string; code: string };

export async function signIn(
  tenantId: string,
  account: string,
  password: string,
  captcha?: CaptchaAnswer,
): Promise<TokenBody> {
  const body = await api<TokenBody>('POST', TOKEN, {
    query: {
      tenantId,
      username: account,
      password: md5(password),
      grant_type: captcha ? 'captcha' : 'password',
      scope: 'all',
      type: 'account',
    },
    headers: {
      'Tenant-Id': tenantId,
      ...(captcha ? { 'Captcha-Key': captcha.key, 'Captcha-Code': captcha.code } : {}),
    },
  });
  useSession.getState().signedIn(body, tenantId);
  await loadIpoStatus();
  return body;
}

/**
 * spec §6: customer-side users send My-Head-Agent from their sale unit's ipoStatus, else from their
 * user setting's. Without either the header falls back to 10.
 */
export async function loadIpoStatus(): Promise<void> {
  const { user, setIpoStatus } = useSession.getState();
  if ((user?.user_info?.userType ?? user?.user_type) !== 1) return setIpoStatus(null);
  const quiet = { quiet: true };
  const units = await get<Wire<SalesContacts>>('/blade-system/saleUnit/selectSaleUnitList', undefined, quiet).catch(
    () => null,
  );
  const fromUnit = units?.saleUnitList.find((unit) => unit.ipoStatus)?.ipoStatus;
  if (fromUnit) return setIpoStatus(fromUnit);
  const setting = await get<Wire<UserSetting> | null>(
    '/blade-system/userSystemSetting/detail',
    { type: 'pc' },
    quiet,
  ).catch(() => null);
  setIpoStatus(setting?.ipoStatus ?? null);
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

const failureHandlers = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let refreshing = false;

function refreshWhenOld() {
  const { accessToken, issuedAt } = useSession.getState();
  if (!accessToken || refreshing || Date.now() - issuedAt < settings.token.refreshAgeSeconds * 1000) return;
  refreshing = true;
  refresh()
    .catch(() => {
      useSession.getState().signOut();
      for (const handler of failureHandlers) handler();
    })
    .finally(() => {
      refreshing = false;
    });
}

/**
 * spec §4: checked every second, the token is refreshed once it is older than 3000 s; a failed refresh
 * signs the user out. One timer serves every caller, so two callers never refresh the same token twice.
 */
export function keepTokenFresh(onFailure: () => void): () => void {
  failureHandlers.add(onFailure);
  timer ??= setInterval(refreshWhenOld, settings.token.checkEveryMs);
  return () => {
    failureHandlers.delete(onFailure);
    if (failureHandlers.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Hands the collected client errors to the server, then forgets the session whatever the answer. */
export async function logOut(): Promise<void> {
  try {
    await post('/blade-auth/oauth/logout', { logs: takeClientErrors() }, { quiet: true });
  } finally {
    useSession.getState().signOut();
  }
}
