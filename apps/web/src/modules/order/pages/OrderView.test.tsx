import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithClient, setupPageTests } from '../../../test-support';
import type { Order } from '../types';
import { OrderView } from './OrderView';

const ORDER = {
  id: '3',
  docNo: 'SO2026-000003',
  channel: 'PRIMARY',
  type: 'SALE',
  state: 'ON_HOLD',
  deliveryStatus: 'NOT_DELIVERED',
  paymentStatus: 'FROZEN',
  buyerCode: 'C0001',
  buyerName: 'Sunrise Distribution',
  sellerName: 'Company',
  salespersonId: '11',
  salespersonName: 'Amina Wanjiku',
  shipFromWarehouseName: 'Company central warehouse',
  deliveryMethod: 'DELIVERY',
  expectedDate: null,
  createTime: '2026-11-24 23:00:00',
  shipTo: 'Ann, 555, 1 Main St',
  remarks: null,
  holdReason: 'CREDIT',
  creditRequestStatus: 'REQUESTED',
  version: 2,
  lines: [
    {
      id: '31',
      lineNo: 1,
      goodsId: '3',
      sku: 'SKU-0003',
      goodsName: 'Tembo item 3',
      unit: 'PCS',
      qty: '12.000',
      qtyDelivered: '0.000',
      qtyReceived: '0.000',
      qtyReturned: '0.000',
      unitPrice: '2.13',
      discountAmount: '0.00',
      taxAmount: '2.94',
      netAmount: '25.56',
      isGift: false,
    },
  ],
  payForm: {
    totalAmount: '25.56',
    totalDiscount: '0.00',
    totalTax: '2.94',
    actualTotalAmount: '25.56',
    cashPayment: '5.56',
    useAvailableCredit: true,
    rebatePayment: '0.00',
    creditPayment: '20.00',
  },
  // held for credit: its credit part is not frozen
  creditFrozen: '0.00',
  links: [{ type: 'outbound', id: '8', no: 'OUT2026-00008', state: 'DONE' }],
  timeline: [
    {
      id: '1',
      action: 'submit',
      fromState: 'DRAFT',
      toState: 'ON_HOLD',
      remark: null,
      userId: '7',
      account: 'dist01',
      createTime: '2026-11-24 23:01:00',
    },
  ],
  actions: ['reject', 'cancel', 'release', 'complete'],
} as unknown as Order;

const figure = (label: string) => document.querySelector(`[data-figure="${label}"]`)?.getAttribute('data-amount');

describe('OrderView', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
  });

  it('shows chips, quantities, the payment breakdown, links and history, and the buttons the server allows', () => {
    fakeServer({});
    renderWithClient(
      <MemoryRouter>
        <OrderView order={ORDER} />
      </MemoryRouter>,
    );
    expect(screen.getByText('On hold')).toBeTruthy();
    expect(screen.getByText('Funds frozen')).toBeTruthy();
    expect(screen.getByText('Credit release requested')).toBeTruthy();
    expect(figure('Paid with cash')).toBe('5.56');
    expect(figure('Paid on credit')).toBe('20.00');
    expect(figure('Amount payable')).toBe('25.56');
    expect(figure('Of which credit frozen until shipped')).toBeUndefined();
    expect(screen.getByText('Outbound OUT2026-00008')).toBeTruthy();
    expect(screen.getByText('Salesperson')).toBeTruthy();
    expect(screen.getByText('Amina Wanjiku')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['Ordered', 'Delivered', 'Received', 'Returned']),
    );
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['Reject', 'Cancel order', 'Release']));
    // `complete` is the buyer's receipt confirmation of the shipment, not a button here.
    expect(buttons).not.toContain('Confirm receipt');
    expect(screen.getByText('Submit')).toBeTruthy();
  });

  it('shows the credit still frozen until the goods ship on a partly shipped order', () => {
    fakeServer({});
    const partly: Order = {
      ...ORDER,
      state: 'PARTIALLY_SHIPPED',
      paymentStatus: 'PAID',
      holdReason: null,
      creditRequestStatus: 'NONE',
      creditFrozen: '15.00',
      actions: [],
    };
    renderWithClient(
      <MemoryRouter>
        <OrderView order={partly} />
      </MemoryRouter>,
    );
    expect(figure('Paid on credit')).toBe('20.00');
    expect(figure('Of which credit frozen until shipped')).toBe('15.00');
  });

  it('offers the receipt of the shipment on a shipped PRIMARY order only (a store has no sign-in to confirm one)', () => {
    fakeServer({});
    const shipped: Order = { ...ORDER, state: 'SHIPPED', holdReason: null, creditRequestStatus: 'NONE', actions: [] };
    const receiptButton = (order: Order) => {
      renderWithClient(
        <MemoryRouter>
          <OrderView order={order} />
        </MemoryRouter>,
      );
      const found = screen.queryByRole('button', { name: 'Confirm receipt of the shipment' });
      cleanup();
      return found;
    };
    expect(receiptButton(shipped)).toBeTruthy();
    expect(receiptButton({ ...shipped, channel: 'SECONDARY' })).toBeNull();
  });

  it('asks a reason before a release, sends it with the version, and reports the new state', async () => {
    const calls = fakeServer({ '/api/smdp-order/order/release': { ...ORDER, state: 'SUBMITTED', version: 3 } });
    const changed = vi.fn();
    renderWithClient(
      <MemoryRouter>
        <OrderView order={ORDER} onChanged={changed} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: 'Release' });
    expect(ok).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Known customer' } });
    fireEvent.click(ok);
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(calls.find((call) => call.path.endsWith('/release'))?.body).toEqual({
      id: '3',
      version: 2,
      remark: 'Known customer',
    });
    expect(changed.mock.calls[0]?.[0]).toMatchObject({ state: 'SUBMITTED' });
  });

  it('ships what the seller enters of each open line', async () => {
    const approved = {
      ...ORDER,
      state: 'APPROVED',
      version: 4,
      actions: ['cancel', 'ship', 'shortClose'],
      lines: [...ORDER.lines, { ...ORDER.lines[0], id: '32', lineNo: 2, qty: '5.000', qtyDelivered: '5.000' }],
    } as unknown as Order;
    const calls = fakeServer({
      '/api/smdp-order/order/ship': { ...approved, state: 'PARTIALLY_SHIPPED', version: 5 },
    });
    const changed = vi.fn();
    renderWithClient(
      <MemoryRouter>
        <OrderView order={approved} onChanged={changed} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog');
    // Only line 1 is still open (line 2 was delivered in full); it starts at what is open.
    const qty = within(dialog).getByLabelText('Ship now on line 1') as HTMLInputElement;
    expect(qty.value).toBe('12.000');
    expect(within(dialog).queryByLabelText('Ship now on line 2')).toBeNull();
    fireEvent.change(qty, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(calls.find((call) => call.path.endsWith('/ship'))?.body).toEqual({
      id: '3',
      version: 4,
      lines: [{ lineNo: 1, qty: '4' }],
    });
  });
});
