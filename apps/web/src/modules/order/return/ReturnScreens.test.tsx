import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal, message } from 'antd';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import type { ReturnableOrder, ReturnDetail } from './api';
import { ReturnForm } from './ReturnForm';
import { ReturnView } from './ReturnView';

const RETURNABLE: ReturnableOrder = {
  orderId: '10',
  docNo: 'SO-0001',
  buyerPartyId: '5',
  buyerName: 'Sunrise Distribution',
  sellerPartyId: '1',
  lines: [
    {
      lineId: '100',
      lineNo: 1,
      goodsId: '7',
      sku: 'G1',
      goodsName: 'Water',
      unit: 'PCS',
      qty: '10.000',
      qtyDelivered: '10.000',
      qtyReceived: '8.000',
      qtyReturned: '0.000',
      returnable: '8.000',
      netUnitPrice: '10.00',
      batchNo: null,
    },
  ],
};

const RETURN = {
  id: '900',
  docNo: 'RT2026-00001',
  state: 'RETURN_SHIPPED',
  version: 4,
  buyerName: 'Sunrise Distribution',
  sellerName: 'Company',
  shipFromWarehouseName: 'CW01',
  returnOfOrderNo: 'SO-0001',
  returnReason: 'broken',
  payForm: { totalAmount: '50.00', actualTotalAmount: '50.00' },
  refund: { cash: '0.00', rebate: '0.00', credit: '0.00' },
  refundAmount: '0.00',
  timeline: [],
  actions: ['receive'],
  lines: [
    {
      id: '901',
      lineNo: 1,
      sku: 'G1',
      goodsName: 'Water',
      unit: 'PCS',
      batchNo: null,
      qty: '5.000',
      unitPrice: '10.00',
      originalUnitPrice: '10.00',
      qtyDelivered: '5.000',
      acceptedQty: null,
      damagedQty: null,
      refundAmount: null,
    },
  ],
} as unknown as ReturnDetail;

function fakeServer() {
  const asked: { path: string; body: unknown }[] = [];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      if (init.body) asked.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      switch (url.pathname) {
        case '/api/smdp-order/return/returnable':
          return envelope(RETURNABLE);
        case '/api/smdp-stock/report/warehouses':
          return envelope([]);
        case '/api/smdp-order/return/save':
          return envelope({ ...RETURN, state: 'DRAFT', version: 1 });
        case '/api/smdp-order/return/submit':
        case '/api/smdp-order/return/receive':
          return envelope({ ...RETURN, state: 'RECEIVED' });
        default:
          return envelope(null);
      }
    }),
  );
  return asked;
}

const wrap = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>,
  );

describe('return screens', { timeout: 30_000 }, () => {
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

  it('pre-fills the returnable quantity, refuses more, then saves and submits what the buyer asks', async () => {
    const asked = fakeServer();
    const saved = vi.fn();
    wrap(<ReturnForm orderId="10" onSaved={saved} />);
    const qty = (await screen.findByLabelText('Quantity G1 Water')) as HTMLInputElement;
    expect(qty.value).toBe('8.000');
    const submit = screen.getByRole('button', { name: 'Save and submit' });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'broken cartons' } });
    fireEvent.change(qty, { target: { value: '9' } });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(qty, { target: { value: '5' } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(asked[0]).toEqual({
      path: '/api/smdp-order/return/save',
      body: {
        returnOfOrderId: '10',
        returnReason: 'broken cartons',
        returnFromWarehouseId: null,
        lines: [{ returnOfLineId: '100', qty: '5', unitPrice: '10.00' }],
      },
    });
    expect(asked[1]).toMatchObject({ path: '/api/smdp-order/return/submit', body: { id: '900', version: 1 } });
  });

  it("receives with the damaged units counted, through the server's allowed action", async () => {
    const asked = fakeServer();
    const changed = vi.fn();
    wrap(<ReturnView ret={RETURN} onChanged={changed} />);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    const damaged = await screen.findByLabelText('Damaged Water');
    fireEvent.change(damaged, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(asked).toContainEqual({
      path: '/api/smdp-order/return/receive',
      body: { id: '900', version: 4, lines: [{ lineId: '901', acceptedQty: '5.000', damagedQty: '2' }] },
    });
  });
});
