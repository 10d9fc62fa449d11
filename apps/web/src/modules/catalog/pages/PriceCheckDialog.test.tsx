import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import type { PricedLine } from '../api';
import { PriceCheckDialog } from './PriceCheckDialog';

const GOODS = [{ id: '50', sku: 'SKU-0001', name: 'Cola', baseUnit: 'PCS', units: [{ unit: 'CTN', factor: '24' }] }];
const PARTIES = [
  { id: '3', customerCode: 'C0001', customerName: 'Sunrise Distribution', partyType: 'DISTRIBUTOR', state: 'ACTIVE' },
];

function fakeServer(answer: PricedLine) {
  const asked: unknown[] = [];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      switch (url.pathname) {
        case '/api/smdp-customer/baseCustomer/options':
          return envelope(PARTIES);
        case '/api/smdp-goods/goods/list':
          return envelope({ records: GOODS, total: 1, current: 1, size: 500, pages: 1 });
        case '/api/smdp-goods/price/resolve':
          asked.push(JSON.parse(String(init.body)));
          return envelope([answer]);
        default:
          return envelope(null);
      }
    }),
  );
  return asked;
}

async function pickOption(label: string, text: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const option = () => document.querySelector(`.ant-select-item-option[title="${text}"]`) as HTMLElement | null;
  await waitFor(() => expect(option()).not.toBeNull(), { timeout: 5000 });
  fireEvent.click(option() as HTMLElement);
}

const LINE: PricedLine = {
  goodsId: '50',
  unit: 'CTN',
  quantity: '2',
  price: { source: 'LEVEL', priceListId: '2', priceListItemId: '9', unitPrice: '1234.50', amount: '2469.00' },
  factor: '24',
  baseQty: '48.000',
  onSale: true,
  inAssortment: false,
  quantityAllowed: true,
};

describe('PriceCheckDialog', { timeout: 30_000 }, () => {
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

  const renderDialog = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PriceCheckDialog open onClose={() => {}} />
      </QueryClientProvider>,
    );

  it('asks the server for one line in a unit of the goods and shows the price, its source and the order checks', async () => {
    const asked = fakeServer(LINE);
    renderDialog();
    await pickOption('Buyer', 'C0001 Sunrise Distribution');
    await pickOption('Goods', 'SKU-0001 Cola');
    await pickOption('Unit', 'CTN');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('2,469.00')).toBeTruthy();
    expect(screen.getByText('1,234.50')).toBeTruthy();
    expect(screen.getByText('The default list of the buyer’s level')).toBeTruthy();
    expect(screen.getByText('48.000')).toBeTruthy();
    expect(asked).toEqual([{ buyerId: '3', lines: [{ goodsId: '50', unit: 'CTN', quantity: '2' }] }]);
  });

  it('says so when no valid price applies', async () => {
    fakeServer({ ...LINE, price: null });
    renderDialog();
    await pickOption('Buyer', 'C0001 Sunrise Distribution');
    await pickOption('Goods', 'SKU-0001 Cola');
    await pickOption('Unit', 'PCS');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('No valid price applies')).toBeTruthy();
  });
});
