import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { type Call, fakeServer, page, renderWithClient, setupPageTests } from '../../../test-support';
import { storageKey, usePurchase } from '../purchase-state';
import { PurchaseScreen } from './PurchaseScreen';

const GOODS = {
  id: '42',
  sku: 'SKU-42',
  name: 'Mango juice',
  baseUnit: 'PCS',
  units: [{ unit: 'BOX', factor: '12' }],
  minOrderQty: '6',
  orderMultiple: '6',
};
const FUNDS = { cash: '100.00', rebate: '0.00', credit: '500.00', maxRebateRatio: '0.1', rebateCap: null };

/** The server's quote: 20.00 a piece, prices include tax 13 %, default split cash then credit. */
function quote(call: Call) {
  const body = call.body as { lines: { goodsId: string; unit: string; qty: string }[] };
  const qty = Number(body.lines[0]?.qty ?? 0);
  const actual = (qty * 20).toFixed(2);
  const cash = Math.min(qty * 20, 100).toFixed(2);
  const credit = (qty * 20 - Number(cash)).toFixed(2);
  return {
    lines: body.lines.map((line) => ({
      ...line,
      sku: 'SKU-42',
      goodsName: 'Mango juice',
      factor: '1',
      baseQty: line.qty,
      isGift: false,
      unitPrice: '20.00',
      discountAmount: '0.00',
      taxRate: '0.13',
      amount: actual,
      netAmount: actual,
      taxAmount: '0.00',
      onSale: true,
      inAssortment: true,
      quantityAllowed: true,
      minOrderQty: '6',
      orderMultiple: '6',
      available: '100.000',
    })),
    payForm: {
      totalAmount: actual,
      totalDiscount: '0.00',
      totalTax: '0.00',
      actualTotalAmount: actual,
      rebatePayment: '0.00',
      cashPayment: cash,
      creditPayment: credit,
      useAvailableCredit: Number(credit) > 0,
    },
    availability: FUNDS,
    creditShort: false,
    problems: [],
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const draft = (version: number) => ({ id: '77', docNo: 'SO-0077', state: 'DRAFT', version });

function serve() {
  return fakeServer({
    '/api/smdp-goods/goods/list': page([GOODS]),
    '/api/smdp-order/order/ship-from': [{ id: '9', code: 'W01', name: 'Main' }],
    '/api/smdp-customer/baseCustomer/byDetail': { id: '3', customerCode: 'C0001', customerName: 'Sunrise' },
    '/api/smdp-order/order/quote': quote,
    '/api/smdp-order/order/save': draft(1),
    '/api/smdp-order/order/submit': { ...draft(2), state: 'SUBMITTED' },
  });
}

async function addJuice() {
  fireEvent.mouseDown(await screen.findByLabelText('Add goods: search by SKU or name', {}, { timeout: 5000 }));
  const option = () => document.querySelector('.ant-select-item-option[title="SKU-42 Mango juice"]') as HTMLElement;
  await waitFor(() => expect(option()).not.toBeNull(), { timeout: 5000 });
  fireEvent.click(option());
}

const figure = (label: string) => document.querySelector(`[data-figure="${label}"]`)?.getAttribute('data-amount');

describe('PurchaseScreen', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  beforeEach(() => {
    localStorage.clear();
    usePurchase.getState().reset();
    useSession.setState({
      tenantId: '000000',
      user: { user_id: '7', account: 'dist01', user_info: { customerCode: 'C0001' } } as never,
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
  });

  it('prices the cart live, shows the payForm split and funds, saves a draft into the URL and submits', async () => {
    const calls = serve();
    const submitted = vi.fn();
    renderWithClient(
      <MemoryRouter initialEntries={['/sales/purchase']}>
        <PurchaseScreen onSubmitted={submitted} />
        <Where />
      </MemoryRouter>,
    );
    await addJuice();
    // 6 pieces × 20.00 = 120.00: 100.00 cash (all there is), 20.00 credit.
    await waitFor(() => expect(figure('Amount payable')).toBe('120.00'), { timeout: 5000 });
    await waitFor(() => expect((screen.getByLabelText('Paid with cash') as HTMLInputElement).value).toBe('100.00'));
    expect(figure('Paid on credit')).toBe('20.00');
    expect(screen.getByText('Minimum 6 PCS, in multiples of 6 PCS')).toBeTruthy();
    const banner = document.querySelector('.order-fund-banner') as HTMLElement;
    expect(within(banner).getByText('Available credit')).toBeTruthy();
    expect(within(banner).getByText('after this order: 480.00')).toBeTruthy();
    const quoted = calls.find((call) => call.path.endsWith('/quote'));
    expect(quoted?.body).toMatchObject({ channel: 'PRIMARY', buyerPartyId: '3' });

    // The buyer pays less cash: credit takes the rest.
    fireEvent.change(screen.getByLabelText('Paid with cash'), { target: { value: '50' } });
    await waitFor(() => expect(figure('Paid on credit')).toBe('70.00'));

    fireEvent.mouseDown(screen.getByLabelText('Ship-from warehouse'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="W01 Main"]')).not.toBeNull());
    fireEvent.click(document.querySelector('.ant-select-item-option[title="W01 Main"]') as HTMLElement);

    fireEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/sales/purchase?draftId=77'));
    const saved = calls.find((call) => call.path.endsWith('/save'));
    expect(saved?.body).toMatchObject({
      buyerPartyId: '3',
      shipFromWarehouseId: '9',
      payForm: { cashPayment: '50.00', creditPayment: '70.00', useAvailableCredit: true },
    });
    // The local copy follows the draft: a reload restores it.
    expect(JSON.parse(localStorage.getItem(storageKey('000000:7:dist01', '77')) ?? '{}').basicForm.version).toBe(1);

    // Submit waits for the quote of the cart with its warehouse, as a person waits for the figures.
    const submitButton = screen.getByRole('button', { name: /Submit order/ }) as HTMLButtonElement;
    await waitFor(() => expect(submitButton.disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(submitButton);
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    const submit = calls.find((call) => call.path.endsWith('/submit'));
    expect(submit?.body).toMatchObject({ id: '77', version: 1, payForm: { cashPayment: '50.00' } });
    expect(localStorage.getItem(storageKey('000000:7:dist01', '77'))).toBeNull();
  });

  it('restores an unsaved cart after a reload', async () => {
    serve();
    const first = renderWithClient(
      <MemoryRouter initialEntries={['/sales/purchase']}>
        <PurchaseScreen onSubmitted={() => {}} />
      </MemoryRouter>,
    );
    await addJuice();
    await waitFor(() => expect(figure('Amount payable')).toBe('120.00'), { timeout: 5000 });
    first.unmount();
    usePurchase.getState().reset();

    renderWithClient(
      <MemoryRouter initialEntries={['/sales/purchase']}>
        <PurchaseScreen onSubmitted={() => {}} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText('SKU-42 Mango juice')).toBeTruthy());
    expect(figure('Amount payable')).toBe('120.00');
  });

  it("opens a server draft named in the URL when this browser has no copy of it, with the goods' units", async () => {
    const calls = fakeServer({
      '/api/smdp-order/order/detail': {
        ...draft(3),
        buyerPartyId: '3',
        remarks: 'saved on another computer',
        shipFromWarehouseId: '9',
        deliveryMethod: 'PICKUP',
        expectedDate: null,
        shipTo: null,
        lines: [
          {
            id: '1',
            lineNo: 1,
            goodsId: '42',
            sku: 'SKU-42',
            goodsName: 'Mango juice',
            unit: 'PCS',
            qty: '12.000',
            unitPrice: '20.00',
            discountAmount: '0.00',
            isGift: false,
          },
        ],
        payForm: quote({ body: { lines: [{ goodsId: '42', unit: 'PCS', qty: '12' }] } } as Call).payForm,
      },
      '/api/smdp-goods/goods/units': [
        { unit: 'PCS', factor: '1', isBase: true },
        { unit: 'BOX', factor: '12', isBase: false },
      ],
      '/api/smdp-order/order/quote': quote,
      '/api/smdp-order/order/ship-from': [{ id: '9', code: 'W01', name: 'Main' }],
    });
    renderWithClient(
      <MemoryRouter initialEntries={['/sales/purchase?draftId=77']}>
        <PurchaseScreen onSubmitted={() => {}} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Draft SO-0077', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText('Remarks') as HTMLTextAreaElement).value).toBe('saved on another computer');
    expect((screen.getByLabelText('Quantity of line 1') as HTMLInputElement).value).toBe('12.000');
    await waitFor(() => expect(figure('Amount payable')).toBe('240.00'), { timeout: 5000 });
    fireEvent.mouseDown(screen.getByLabelText('Unit of line 1'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="BOX"]')).not.toBeNull());
    expect(calls.some((call) => call.path.endsWith('/detail') && call.search.get('id') === '77')).toBe(true);
  });
});
