import { beforeEach, describe, expect, it } from 'vitest';
import {
  dropWorking,
  emptyWorkingState,
  fromOrder,
  lineQuantityFits,
  loadWorking,
  type PickedGoods,
  restoreWorking,
  saveWorking,
  storageKey,
  toQuoteBody,
  toSaveBody,
  usePurchase,
  withQuote,
  workingStateOf,
} from './purchase-state';
import type { Order, Quote } from './types';

const JUICE: PickedGoods = {
  id: '42',
  sku: 'SKU-42',
  name: 'Mango juice',
  baseUnit: 'PCS',
  units: [{ unit: 'BOX', factor: '12' }],
  minOrderQty: '6',
  orderMultiple: '6',
};
const WATER: PickedGoods = { ...JUICE, id: '43', sku: 'SKU-43', name: 'Water', minOrderQty: '1', orderMultiple: '1' };
const OWNER = '000000:7:dist01';

const quoteOf = (lines: { goodsId: string; unitPrice: string | null }[], payForm: Partial<Quote['payForm']> = {}) =>
  ({
    lines: lines.map((line) => ({
      ...line,
      sku: '',
      goodsName: '',
      unit: 'PCS',
      factor: '1',
      qty: '6',
      baseQty: '6',
      isGift: false,
      discountAmount: '0.00',
      taxRate: '0.13',
      amount: '0.00',
      netAmount: '0.00',
      taxAmount: '0.00',
      onSale: true,
      inAssortment: true,
      quantityAllowed: true,
      minOrderQty: '6',
      orderMultiple: '6',
      available: null,
    })),
    payForm: {
      totalAmount: '120.00',
      totalDiscount: '0.00',
      totalTax: '13.81',
      actualTotalAmount: '120.00',
      rebatePayment: '0.00',
      cashPayment: '100.00',
      creditPayment: '20.00',
      useAvailableCredit: true,
      ...payForm,
    },
    availability: { cash: '100.00', rebate: '0.00', credit: '500.00', maxRebateRatio: '0.1', rebateCap: null },
    creditShort: false,
    problems: [],
  }) as Quote;

describe('the purchase working state', () => {
  beforeEach(() => {
    localStorage.clear();
    usePurchase.getState().reset();
  });

  it('keeps the seven parts of spec §3 and nothing else when persisted', () => {
    usePurchase.getState().addGoods(JUICE);
    expect(Object.keys(workingStateOf(usePurchase.getState())).sort()).toEqual(
      ['activeData', 'basicForm', 'deliverForm', 'goodsData', 'labelModel', 'opt', 'payForm'].sort(),
    );
  });

  it('adds goods at the first quantity its order rules allow, once, and hints a quantity off the multiple', () => {
    const { addGoods, updateLine } = usePurchase.getState();
    addGoods(JUICE);
    addGoods(JUICE);
    const [line] = usePurchase.getState().goodsData;
    expect(usePurchase.getState().goodsData).toHaveLength(1);
    expect(line?.qty).toBe('6.000');
    expect(line && lineQuantityFits(line)).toBe(true);
    updateLine(line?.key ?? '', { qty: '7' });
    expect(lineQuantityFits(usePurchase.getState().goodsData[0] as never)).toBe(false);
    // One box is 12 pieces: a multiple of 6.
    updateLine(line?.key ?? '', { qty: '1', unit: 'BOX' });
    expect(lineQuantityFits(usePurchase.getState().goodsData[0] as never)).toBe(true);
  });

  it('sends the cart as the quote and save bodies of the order contracts', () => {
    const store = usePurchase.getState();
    store.setBasic({ buyerId: '3', remark: ' urgent ' });
    store.addGoods(JUICE);
    store.setDeliver({ warehouseId: '9', deliveryMethod: 'DELIVERY', shipTo: 'Ann, 555, 1 Main St' });
    const state = usePurchase.getState();
    expect(toQuoteBody(state)).toEqual({
      channel: 'PRIMARY',
      buyerPartyId: '3',
      shipFromWarehouseId: '9',
      lines: [{ goodsId: '42', unit: 'PCS', qty: '6.000', isGift: false, discountAmount: '0.00' }],
    });
    expect(toSaveBody(state)).toMatchObject({
      channel: 'PRIMARY',
      buyerPartyId: '3',
      shipFromWarehouseId: '9',
      deliveryMethod: 'DELIVERY',
      shipTo: 'Ann, 555, 1 Main St',
      remarks: 'urgent',
      payForm: state.payForm,
    });
    expect(toSaveBody(state)).not.toHaveProperty('id');
  });

  it('takes a quote: prices, rules and the default split, unless the buyer set their own split', () => {
    const store = usePurchase.getState();
    store.addGoods(JUICE);
    store.applyQuote(quoteOf([{ goodsId: '42', unitPrice: '20.00' }]));
    let state = usePurchase.getState();
    expect(state.goodsData[0]?.unitPrice).toBe('20.00');
    expect(state.payForm.cashPayment).toBe('100.00');
    expect(state.labelModel.funds?.credit).toBe('500.00');

    state.editPay({ cashPayment: '50.00' });
    expect(usePurchase.getState().payForm).toMatchObject({ cashPayment: '50.00', creditPayment: '70.00' });
    // A new quote (more goods) keeps the buyer's cash and lets credit take the rest.
    usePurchase.getState().addGoods(WATER);
    usePurchase.getState().applyQuote(
      quoteOf(
        [
          { goodsId: '42', unitPrice: '20.00' },
          { goodsId: '43', unitPrice: '5.00' },
        ],
        { totalAmount: '150.00', actualTotalAmount: '150.00' },
      ),
    );
    state = usePurchase.getState();
    expect(state.payForm).toMatchObject({ actualTotalAmount: '150.00', cashPayment: '50.00', creditPayment: '100.00' });
    expect(state.opt.splitEdited).toBe(true);
    state.resetSplit();
    expect(usePurchase.getState().payForm).toMatchObject({
      rebatePayment: '0.00',
      cashPayment: '100.00',
      creditPayment: '50.00',
    });
  });

  it('marks a line the quote refuses, by the reason the server gives', () => {
    usePurchase.getState().addGoods(JUICE);
    const quote = quoteOf([{ goodsId: '42', unitPrice: null }]);
    const next = withQuote(usePurchase.getState(), quote);
    expect(next.goodsData[0]?.problem).toBe('unpriced');
    const offAssortment = quoteOf([{ goodsId: '42', unitPrice: '1.00' }]);
    (offAssortment.lines[0] as { inAssortment: boolean }).inAssortment = false;
    expect(withQuote(usePurchase.getState(), offAssortment).goodsData[0]?.problem).toBe('notInAssortment');
  });
});

describe('a draft survives a reload', () => {
  beforeEach(() => localStorage.clear());

  const serverDraft = (version: number): Order =>
    ({
      id: '77',
      docNo: 'SO-77',
      state: 'DRAFT',
      version,
      buyerPartyId: '3',
      remarks: 'from the server',
      shipFromWarehouseId: '9',
      deliveryMethod: 'PICKUP',
      expectedDate: '2026-12-01',
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
      payForm: quoteOf([]).payForm,
    }) as unknown as Order;

  it('restores the unsaved new order of this account only', () => {
    const state = { ...emptyWorkingState(), basicForm: { ...emptyWorkingState().basicForm, remark: 'mine' } };
    saveWorking(OWNER, state);
    expect(restoreWorking(OWNER, null, null).basicForm.remark).toBe('mine');
    expect(restoreWorking('000000:8:other', null, null).basicForm.remark).toBe('');
  });

  it("prefers this browser's copy of the draft while the server has the same version", () => {
    const local = fromOrder(serverDraft(2));
    local.basicForm.remark = 'typed after saving';
    saveWorking(OWNER, local);
    expect(localStorage.getItem(storageKey(OWNER, '77'))).toBeTruthy();
    expect(restoreWorking(OWNER, '77', serverDraft(2)).basicForm.remark).toBe('typed after saving');
  });

  it("takes the server's draft when it moved on (saved elsewhere) or no local copy exists", () => {
    const local = fromOrder(serverDraft(2));
    local.basicForm.remark = 'stale';
    saveWorking(OWNER, local);
    const restored = restoreWorking(OWNER, '77', serverDraft(3));
    expect(restored.basicForm).toMatchObject({ draftId: '77', version: 3, remark: 'from the server' });
    expect(restored.goodsData[0]).toMatchObject({ goodsId: '42', qty: '12.000', unitPrice: '20.00' });
    expect(restored.deliverForm).toMatchObject({ warehouseId: '9', deliveryMethod: 'PICKUP' });
    dropWorking(OWNER, '77');
    expect(loadWorking(OWNER, '77')).toBeNull();
    expect(restoreWorking(OWNER, '77', serverDraft(2)).basicForm.remark).toBe('from the server');
  });

  it('ignores a broken or foreign local copy', () => {
    localStorage.setItem(storageKey(OWNER, null), '{not json');
    expect(loadWorking(OWNER, null)).toBeNull();
    localStorage.setItem(storageKey(OWNER, null), JSON.stringify({ basicForm: {} }));
    expect(restoreWorking(OWNER, null, null)).toEqual(emptyWorkingState());
  });

  it('moves the working state to the draft key once saved', () => {
    const store = usePurchase.getState();
    store.reset();
    store.addGoods(JUICE);
    store.saved({ id: '77', version: 1, docNo: 'SO-77' });
    expect(usePurchase.getState().basicForm).toMatchObject({ draftId: '77', version: 1, docNo: 'SO-77' });
    expect(usePurchase.getState().opt.dirty).toBe(false);
    saveWorking(OWNER, workingStateOf(usePurchase.getState()));
    expect(loadWorking(OWNER, '77')?.goodsData[0]?.goodsId).toBe('42');
  });
});

describe('a line amount', () => {
  it('is what the server computes: qty × price, half up to the cent; gifts and unpriced lines at 0', async () => {
    const { lineValue } = await import('./purchase-state');
    const line = { ...emptyWorkingState(), qty: '3', unitPrice: '0.335', isGift: false } as never;
    expect(lineValue(line)).toBe('1.01');
    expect(lineValue({ ...(line as object), isGift: true } as never)).toBe('0.00');
    expect(lineValue({ ...(line as object), unitPrice: null } as never)).toBe('0.00');
  });
});
