import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { setupI18n } from './lib/i18n';

export type Call = { method: string; path: string; search: URLSearchParams; body: unknown; headers: Headers };

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
export const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

/** Answers the page's calls from `routes` (path → data or a Response) and records every call. */
export function fakeServer(routes: Record<string, unknown | ((call: Call) => unknown)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        body,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const route = routes[url.pathname];
      const answer = typeof route === 'function' ? route(call) : route;
      return answer instanceof Response ? answer : envelope(answer ?? null);
    }),
  );
  return calls;
}

export function renderWithClient(element: ReactElement) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {element}
    </QueryClientProvider>,
  );
}

/** English texts and the browser APIs antd's table needs under jsdom. */
export async function setupPageTests() {
  localStorage.setItem('smdp-language', 'en');
  await setupI18n();
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
