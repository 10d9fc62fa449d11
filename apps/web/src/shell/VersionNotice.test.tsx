import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, setupPageTests } from '../test-support';
import { useVersionNotice } from './VersionNotice';
import { SEEN_VERSION_KEY } from './version-notice';

const VERSION = {
  id: '7',
  versionNumber: '1.0.0',
  effectTime: '2020-01-01 00:00:00',
  updateContent: '<p>notes</p>',
  status: 1,
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('dialogs at sign-in', () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(SEEN_VERSION_KEY);
  });

  it('keeps other dialogs away while the notice is due, shown, and for the rest of the visit after it', async () => {
    fakeServer({ '/api/blade-system/systemVersionManage/newest-version': VERSION });
    const { result } = renderHook(() => useVersionNotice(), { wrapper });
    expect(result.current.otherDialogsAllowed).toBe(false);
    await waitFor(() => expect(result.current.version?.id).toBe('7'));
    expect(result.current.otherDialogsAllowed).toBe(false);
    act(() => result.current.close());
    expect(result.current.version).toBeNull();
    expect(result.current.otherDialogsAllowed).toBe(false);
  });

  it('lets the next visit, with the notice seen, show another dialog', async () => {
    localStorage.setItem(SEEN_VERSION_KEY, '7:1.0.0');
    fakeServer({ '/api/blade-system/systemVersionManage/newest-version': VERSION });
    const { result } = renderHook(() => useVersionNotice(), { wrapper });
    await waitFor(() => expect(result.current.otherDialogsAllowed).toBe(true));
    expect(result.current.version).toBeNull();
  });
});
