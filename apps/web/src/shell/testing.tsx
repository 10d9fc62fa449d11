import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { setupI18n } from '../lib/i18n';

// antd's components are slow to render in jsdom, the more so on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What jsdom lacks and antd's responsive and overflow-measuring components call. */
function polyfillBrowser() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** The shell's components in English, as a user with the saved language `en` sees them. */
export async function setupShellTest() {
  polyfillBrowser();
  localStorage.setItem('smdp-language', 'en');
  await setupI18n();
}

/** Renders `routes` (or one element at every path) with the providers the app has: query, antd App, router. */
export function renderWithRouter(content: ReactNode | RouteObject[], { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes = Array.isArray(content) ? content : [{ path: '*', element: content }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

type Answer = unknown | ((request: { url: URL; body: unknown }) => unknown);

/**
 * Answers the app's calls by path (without /api) with the envelope of api-conventions.md; a path that
 * is not listed fails the test loudly. Returns the mock, whose calls are `[url, init]`.
 */
export function answerCalls(answers: Record<string, Answer>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (!(path in answers)) throw new Error(`unexpected call ${init?.method ?? 'GET'} ${path}`);
    const answer = answers[path];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const data = typeof answer === 'function' ? answer({ url, body }) : answer;
    const envelope =
      data instanceof Failure
        ? { code: data.code, success: false, data: null, msg: data.msg }
        : { code: 200, success: true, data, msg: '' };
    return new Response(JSON.stringify(envelope), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A failed answer for `answerCalls`. */
export class Failure {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {}
}

/** The `[url, init]` calls of `fetch` to `path`. */
export const callsTo = (fetch: ReturnType<typeof answerCalls>, path: string) =>
  fetch.mock.calls.filter(([url]) => new URL(url, 'http://localhost').pathname === `/api${path}`);
