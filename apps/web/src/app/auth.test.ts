import type { TokenBody } from '@smdp/contracts/auth';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../lib/i18n';
import { useSession } from '../lib/session';
import { keepTokenFresh } from './auth';

const user = { user_type: 0, user_info: { userType: 0 } } as TokenBody;
const tokenBody = (access: string) => ({ ...user, access_token: access, refresh_token: `r-${access}` }) as TokenBody;
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeAll(async () => {
  localStorage.setItem('smdp-language', 'en');
  await setupI18n();
});

describe('keepTokenFresh (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useSession.getState().signedIn(tokenBody('old'), '000000');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refreshes once the token is older than 3000 s, checking every second', async () => {
    const fetch = vi.fn(async () => json(tokenBody('new')));
    vi.stubGlobal('fetch', fetch);
    const stop = keepTokenFresh(() => {});
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).not.toHaveBeenCalled();
    useSession.setState({ issuedAt: Date.now() - 3001 * 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledOnce();
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://app');
    expect(url.pathname).toBe('/api/blade-auth/oauth/token');
    expect(url.searchParams.get('grant_type')).toBe('refresh_token');
    expect(url.searchParams.get('refresh_token')).toBe('r-old');
    expect(useSession.getState().accessToken).toBe('new');
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetch).toHaveBeenCalledOnce();
    stop();
  });

  it('shares one timer between callers and signs out when the refresh fails', async () => {
    const fetch = vi.fn(async () => json({ error: 'invalid_grant', error_description: 'expired' }));
    vi.stubGlobal('fetch', fetch);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = keepTokenFresh(first);
    const stopSecond = keepTokenFresh(second);
    useSession.setState({ issuedAt: Date.now() - 3001 * 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledOnce();
    expect(useSession.getState().accessToken).toBe('');
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    stopFirst();
    stopSecond();
  });
});
