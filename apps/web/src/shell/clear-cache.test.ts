import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clearAllCaches } from './clear-cache';
import { answerCalls, callsTo, setupShellTest } from './testing';

beforeAll(setupShellTest);

describe('clear cache', () => {
  it('clears the server cache, the query cache and local caches but not the session, then reloads', async () => {
    const fetch = answerCalls({ '/blade-auth/oauth/clear-cache': true });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['dictionary', 'sex'], [{ dictKey: '1' }]);
    localStorage.setItem('smdp-session', '{"state":{}}');
    localStorage.setItem('smdp-stores', '{"state":{}}');
    localStorage.setItem('smdp-dict-cache', '[]');
    localStorage.setItem('some-cache', '1');
    const reload = vi.fn();

    await clearAllCaches(queryClient, reload);

    expect(callsTo(fetch, '/blade-auth/oauth/clear-cache')).toHaveLength(1);
    expect(queryClient.getQueryData(['dictionary', 'sex'])).toBeUndefined();
    expect(localStorage.getItem('smdp-session')).not.toBeNull();
    expect(localStorage.getItem('smdp-stores')).not.toBeNull();
    expect(localStorage.getItem('smdp-dict-cache')).toBeNull();
    expect(localStorage.getItem('some-cache')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('changes nothing and does not reload when the server refuses', async () => {
    answerCalls({});
    const queryClient = new QueryClient();
    queryClient.setQueryData(['menus'], []);
    localStorage.setItem('some-cache', '1');
    const reload = vi.fn();
    await expect(clearAllCaches(queryClient, reload)).rejects.toThrow();
    expect(queryClient.getQueryData(['menus'])).toEqual([]);
    expect(localStorage.getItem('some-cache')).toBe('1');
    expect(reload).not.toHaveBeenCalled();
  });
});
