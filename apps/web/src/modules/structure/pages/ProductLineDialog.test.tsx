import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { ProductLineDialog } from './ProductLineDialog';

function fakeServer() {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init.method ?? 'GET', url, body });
      switch (url.pathname) {
        case '/api/blade-system/role/tree':
          return envelope([{ id: '7', parentId: '0', title: 'Company staff', value: '7' }]);
        case '/api/blade-system/dict/dictionary':
          return envelope([
            {
              id: '1',
              parentId: '9',
              code: 'product_line',
              dictKey: 'LUB',
              dictValue: 'Lubricants',
              sort: 1,
              remark: null,
            },
            {
              id: '2',
              parentId: '9',
              code: 'product_line',
              dictKey: 'TYRE',
              dictValue: 'Tyres',
              sort: 2,
              remark: null,
            },
          ]);
        case '/api/blade-system/dept/role-product-lines':
          return envelope(init.method === 'POST' ? true : ['LUB']);
        default:
          return envelope(null);
      }
    }),
  );
  return calls;
}

describe('ProductLineDialog', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    localStorage.setItem('smdp-language', 'en');
    await setupI18n();
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });

  it("shows a role's product lines and replaces them", async () => {
    const calls = fakeServer();
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ProductLineDialog onClose={onClose} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Tyres')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByTitle('Company staff'));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Lubricants' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(calls.find((call) => call.url.pathname.endsWith('role-product-lines'))?.url.searchParams.get('roleId')).toBe(
      '7',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tyres' }));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ roleId: '7', productLines: ['LUB', 'TYRE'] });
  });
});
