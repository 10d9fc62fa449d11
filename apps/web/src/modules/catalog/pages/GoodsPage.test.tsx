import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowAction } from '../../../crud/testing';
import { setupI18n } from '../../../lib/i18n';
import { usePermissions, useSession } from '../../../lib/session';
import type { Category, Goods } from '../api';
import GoodsPage from './GoodsPage';

const COLA: Goods = {
  id: '1',
  version: 3,
  sku: 'SKU-0001',
  name: 'Baraka item 1',
  categoryId: '11',
  categoryName: 'Juice',
  categoryPath: '/1/11/',
  brand: null,
  spec: null,
  baseUnit: 'PCS',
  barcode: null,
  taxRate: '0.13',
  minOrderQty: '1.000',
  orderMultiple: '1.000',
  saleState: 'ON_SALE',
  images: ['77'],
  units: [{ unit: 'CTN', factor: '24' }],
  remark: null,
  createTime: '2026-01-05 10:00:00',
};

const TREE: Category[] = [
  {
    id: '1',
    version: 1,
    parentId: null,
    level: 1,
    path: '/1/',
    code: 'BEV',
    name: 'Beverages',
    sort: 1,
    createTime: '2026-01-05 10:00:00',
    children: [
      {
        id: '11',
        version: 1,
        parentId: '1',
        level: 2,
        path: '/1/11/',
        code: 'BEV-JU',
        name: 'Juice',
        sort: 1,
        createTime: '2026-01-05 10:00:00',
      },
    ],
  },
];

function fakeServer() {
  const calls: { url: URL; body: unknown }[] = [];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, body });
      switch (url.pathname) {
        case '/api/smdp-goods/goods/list':
          return envelope({ records: [COLA], total: 1, size: 10, current: 1, pages: 1 });
        case '/api/smdp-goods/goods/detail':
          return envelope(COLA);
        case '/api/smdp-goods/category/tree':
          return envelope(TREE);
        case '/api/smdp-goods/goods/submit':
          return envelope({ ...COLA, version: 4 });
        default:
          return envelope(null);
      }
    }),
  );
  return calls;
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <GoodsPage />
    </QueryClientProvider>,
  );
}

describe('GoodsPage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    localStorage.setItem('smdp-language', 'en');
    await setupI18n();
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  beforeEach(() =>
    usePermissions.setState({
      codes: { goods_list_view: true, goods_list_add: true, goods_list_edit: true, goods_list_delete: true },
    }),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

  it('edits goods with their extra units typed as CTN=24, keeping images, version and empty texts as null', async () => {
    useSession.setState({ user: { user_type: 0 } as never });
    const calls = fakeServer();
    renderPage();
    const row = (await screen.findByText('SKU-0001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('CTN=24')).toBeTruthy();
    expect(await rowAction(row, 'Take off sale')).toBeTruthy();
    fireEvent.click(await rowAction(row, /Edit/));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Extra units') as HTMLInputElement).value).toBe('CTN=24'),
    );
    fireEvent.change(within(dialog).getByLabelText('Extra units'), { target: { value: 'ctn=12, PAL=960' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/smdp-goods/goods/submit')).toBe(true));
    const submitted = calls.find((call) => call.url.pathname === '/api/smdp-goods/goods/submit');
    expect(submitted?.body).toMatchObject({
      id: '1',
      version: 3,
      sku: 'SKU-0001',
      categoryId: '11',
      units: [
        { unit: 'CTN', factor: '12' },
        { unit: 'PAL', factor: '960' },
      ],
      images: ['77'],
      saleState: 'ON_SALE',
      brand: null,
      remark: null,
    });
  });

  it('refuses extra units that are not unit=factor', async () => {
    useSession.setState({ user: { user_type: 0 } as never });
    const calls = fakeServer();
    renderPage();
    const row = (await screen.findByText('SKU-0001')).closest('tr') as HTMLElement;
    fireEvent.click(await rowAction(row, /Edit/));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Extra units') as HTMLInputElement).value).toBe('CTN=24'),
    );
    fireEvent.change(within(dialog).getByLabelText('Extra units'), { target: { value: 'carton of 24' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText(/Write unit=factor/)).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/api/smdp-goods/goods/submit')).toBe(false);
  });

  it('offers a customer account no way to change goods: the company keeps them', async () => {
    useSession.setState({ user: { user_type: 1 } as never });
    fakeServer();
    renderPage();
    const row = (await screen.findByText('SKU-0001')).closest('tr') as HTMLElement;
    expect(await rowAction(row, /View/)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Take off sale' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Images' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });
});
