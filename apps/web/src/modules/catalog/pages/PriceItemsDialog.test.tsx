import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import type { PriceListDetail } from '../api';
import { PriceItemsDialog } from './PriceItemsDialog';

const LIST: PriceListDetail = {
  id: '7',
  version: 4,
  ownerPartyId: '1',
  ownerCode: 'C0001',
  ownerName: 'Sunrise Distribution',
  code: 'PL-C0001',
  name: 'Sunrise store prices',
  currency: 'CNY',
  validFrom: '2026-01-01',
  validTo: null,
  isDefault: true,
  state: 'ACTIVE',
  remark: null,
  itemCount: 2,
  createTime: '2026-01-05 10:00:00',
  items: [
    {
      id: '1',
      goodsId: '50',
      sku: 'SKU-0001',
      goodsName: 'Cola',
      categoryId: null,
      categoryName: null,
      unit: 'PCS',
      price: '1.88',
      minQty: '0.000',
      validFrom: null,
      validTo: null,
    },
    {
      id: '2',
      goodsId: '51',
      sku: 'SKU-0002',
      goodsName: 'Juice',
      categoryId: null,
      categoryName: null,
      unit: 'CTN',
      price: '40.00',
      minQty: '2.000',
      validFrom: null,
      validTo: null,
    },
  ],
};

const GOODS = [
  { id: '50', sku: 'SKU-0001', name: 'Cola', baseUnit: 'PCS', units: [{ unit: 'CTN', factor: '24' }] },
  { id: '51', sku: 'SKU-0002', name: 'Juice', baseUnit: 'PCS', units: [{ unit: 'CTN', factor: '12' }] },
];

function fakeServer() {
  const saved: unknown[] = [];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      switch (url.pathname) {
        case '/api/smdp-goods/price-list/detail':
          return envelope(LIST);
        case '/api/smdp-goods/goods/list':
          return envelope({ records: GOODS, total: 2, current: 1, size: 500, pages: 1 });
        case '/api/smdp-goods/category/tree':
          return envelope([]);
        case '/api/smdp-goods/price-list/submit':
          saved.push(JSON.parse(String(init.body)));
          return envelope({ ...LIST, version: 5 });
        default:
          return new Response(JSON.stringify({ code: 404, success: false, data: null, msg: 'not found' }));
      }
    }),
  );
  return saved;
}

describe('PriceItemsDialog', { timeout: 30_000 }, () => {
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
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

  it("edits the list's rows and saves them all with the list's version, decimals as text", async () => {
    const saved = fakeServer();
    const onSaved = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PriceItemsDialog list={LIST} onClose={() => {}} onSaved={onSaved} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Price' })).toHaveLength(2));
    const [first] = screen.getAllByRole('textbox', { name: 'Price' });
    fireEvent.change(first as HTMLElement, { target: { value: '1.95' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove row' })[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved).toEqual([
      expect.objectContaining({
        id: '7',
        version: 4,
        code: 'PL-C0001',
        items: [
          {
            goodsId: '50',
            categoryId: null,
            unit: 'PCS',
            price: '1.95',
            minQty: '0.000',
            validFrom: null,
            validTo: null,
          },
        ],
      }),
    ]);
  });

  it('refuses a price with more than two decimals and saves nothing', async () => {
    const saved = fakeServer();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PriceItemsDialog list={LIST} onClose={() => {}} onSaved={() => {}} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Price' })).toHaveLength(2));
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Price' })[0] as HTMLElement, {
      target: { value: '1.955' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount with at most 2 decimals')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
