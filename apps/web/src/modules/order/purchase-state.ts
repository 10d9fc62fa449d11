import { computePayForm } from '@smdp/contracts/order';
import { create } from 'zustand';
import { baseQuantity, fromUnits, quantityFits, toUnits } from './money';
import { EMPTY_PAY_FORM, editSplit, type FundAvailability, type PayForm, withDefaultSplit } from './pay-form';
import type { DeliveryMethod, Order, Quote } from './types';

/** spec §3 purchase working state: basicForm, activeData, goodsData, deliverForm, payForm, opt, labelModel. */
export type BasicForm = {
  /** The server draft this state belongs to (null until first saved). */
  draftId: string | null;
  version: number | null;
  docNo: string | null;
  /** Company staff buy for a customer; a customer's own account leaves it empty (the server uses its party). */
  buyerId: string | null;
  remark: string;
};

/** The goods picker: what is being searched and which cart line is in focus. */
export type ActiveData = { keyword: string; activeKey: string | null };

/** One cart line: the goods' order rules come with it, so hints need no further call. */
export type GoodsLine = {
  key: string;
  goodsId: string;
  sku: string;
  name: string;
  baseUnit: string;
  units: { unit: string; factor: string }[];
  unit: string;
  qty: string;
  isGift: boolean;
  discountAmount: string;
  minOrderQty: string;
  orderMultiple: string;
  /** From the last quote: null while unpriced. */
  unitPrice: string | null;
  /** Why the last quote refused the line as it is. */
  problem: LineProblem | null;
};

export type LineProblem = 'unpriced' | 'offSale' | 'notInAssortment' | 'quantity';

export type DeliverForm = {
  warehouseId: string | null;
  deliveryMethod: DeliveryMethod;
  expectedDate: string | null;
  /** Where to deliver: contact, phone and address in one text (the order keeps it as a snapshot). */
  shipTo: string;
};

export type Opt = {
  /** The buyer changed the payment split: quotes keep it (credit takes the rest) instead of the default. */
  splitEdited: boolean;
  /** Changes since the last save. */
  dirty: boolean;
};

/** What the screen shows around the form: the live banner's funds, the quote's verdict and when it was made. */
export type LabelModel = {
  funds: FundAvailability | null;
  quotedAt: string | null;
  /** The server's translated reasons the cart cannot be submitted as it is. */
  problems: string[];
  /** The split needs more credit than is available: submit will hold the order for a credit controller. */
  creditShort: boolean;
};

export type PurchaseWorkingState = {
  basicForm: BasicForm;
  activeData: ActiveData;
  goodsData: GoodsLine[];
  deliverForm: DeliverForm;
  payForm: PayForm;
  opt: Opt;
  labelModel: LabelModel;
};

export const emptyWorkingState = (): PurchaseWorkingState => ({
  basicForm: { draftId: null, version: null, docNo: null, buyerId: null, remark: '' },
  activeData: { keyword: '', activeKey: null },
  goodsData: [],
  deliverForm: {
    warehouseId: null,
    deliveryMethod: 'DELIVERY',
    expectedDate: null,
    shipTo: '',
  },
  payForm: { ...EMPTY_PAY_FORM },
  opt: { splitEdited: false, dirty: false },
  labelModel: { funds: null, quotedAt: null, problems: [], creditShort: false },
});

/** The goods as the picker offers them (goods list row). */
export type PickedGoods = {
  id: string;
  sku: string;
  name: string;
  baseUnit: string;
  units: { unit: string; factor: string }[];
  minOrderQty: string;
  orderMultiple: string;
};

let keys = 0;
const nextKey = () => `l${Date.now().toString(36)}${(++keys).toString(36)}`;

export const factorOf = (line: GoodsLine) =>
  line.unit === line.baseUnit ? '1' : (line.units.find((unit) => unit.unit === line.unit)?.factor ?? '1');

/** The line's quantity meets the minimum order quantity and the order multiple (in base units). */
export const lineQuantityFits = (line: GoodsLine) =>
  quantityFits(baseQuantity(line.qty, factorOf(line)), line.minOrderQty, line.orderMultiple);

/** The smallest quantity in the line's unit that satisfies MOQ and multiple (a first guess for a new line). */
export function firstQuantity(goods: PickedGoods): string {
  const min = toUnits(goods.minOrderQty, 3) > 0n ? toUnits(goods.minOrderQty, 3) : 1000n;
  const step = toUnits(goods.orderMultiple, 3) > 0n ? toUnits(goods.orderMultiple, 3) : 1000n;
  return fromUnits(((min + step - 1n) / step) * step, 3);
}

/** The line's amount as the server computes it (the contracts' computePayForm: qty × price, half up). */
export const lineValue = (line: GoodsLine) =>
  line.isGift || !line.unitPrice
    ? '0.00'
    : (computePayForm([{ qty: line.qty, unitPrice: line.unitPrice, taxRate: '0' }]).lines[0]?.amount ?? '0.00');

export const toLineInputs = (state: PurchaseWorkingState) =>
  state.goodsData
    .filter((line) => Number(line.qty) > 0)
    .map((line) => ({
      goodsId: line.goodsId,
      unit: line.unit,
      qty: line.qty,
      isGift: line.isGift,
      discountAmount: line.isGift ? '0.00' : line.discountAmount || '0.00',
    }));

/** The body of `POST quote` (OrderQuoteInput): the cart for the buyer from the chosen warehouse. */
export const toQuoteBody = (state: PurchaseWorkingState) => ({
  channel: 'PRIMARY' as const,
  buyerPartyId: state.basicForm.buyerId,
  ...(state.deliverForm.warehouseId ? { shipFromWarehouseId: state.deliverForm.warehouseId } : {}),
  lines: toLineInputs(state),
});

/** The body of `POST save` (OrderDraftInput): the whole draft with its version (an id means update). */
export const toSaveBody = (state: PurchaseWorkingState) => ({
  ...(state.basicForm.draftId ? { id: state.basicForm.draftId, version: state.basicForm.version } : {}),
  channel: 'PRIMARY' as const,
  buyerPartyId: state.basicForm.buyerId,
  shipFromWarehouseId: state.deliverForm.warehouseId,
  deliveryMethod: state.deliverForm.deliveryMethod,
  expectedDate: state.deliverForm.expectedDate,
  shipTo: state.deliverForm.deliveryMethod === 'DELIVERY' ? state.deliverForm.shipTo.trim() || null : null,
  remarks: state.basicForm.remark.trim() || null,
  lines: toLineInputs(state),
  payForm: state.payForm,
});

/** A server draft as working state (when no newer local copy exists). */
export function fromOrder(order: Order, goods: Map<string, PickedGoods> = new Map()): PurchaseWorkingState {
  const empty = emptyWorkingState();
  return {
    ...empty,
    basicForm: {
      draftId: order.id,
      version: order.version,
      docNo: order.docNo,
      buyerId: order.buyerPartyId,
      remark: order.remarks ?? '',
    },
    goodsData: order.lines.map((line) => {
      const known = goods.get(line.goodsId);
      return {
        key: nextKey(),
        goodsId: line.goodsId,
        sku: line.sku,
        name: line.goodsName,
        baseUnit: known?.baseUnit ?? line.unit,
        units: known?.units ?? [],
        unit: line.unit,
        qty: line.qty,
        isGift: line.isGift,
        discountAmount: line.discountAmount,
        minOrderQty: known?.minOrderQty ?? '0',
        orderMultiple: known?.orderMultiple ?? '0',
        unitPrice: line.unitPrice,
        problem: null,
      };
    }),
    deliverForm: {
      warehouseId: order.shipFromWarehouseId,
      deliveryMethod: order.deliveryMethod,
      expectedDate: order.expectedDate,
      shipTo: order.shipTo ?? '',
    },
    payForm: order.payForm,
    opt: { splitEdited: false, dirty: false },
  };
}

/** Why a quoted line cannot be ordered as it is (none: it can). */
export function problemOf(line: Quote['lines'][number]): LineProblem | null {
  if (line.unitPrice === null && !line.isGift) return 'unpriced';
  if (!line.onSale) return 'offSale';
  if (!line.inAssortment) return 'notInAssortment';
  if (!line.quantityAllowed) return 'quantity';
  return null;
}

/**
 * A quote on the working state: prices, the goods' order rules, the recomputed totals with the
 * default split, the funds and the verdict; the buyer's own split is kept (credit takes the rest).
 */
export function withQuote(state: PurchaseWorkingState, quote: Quote, now = new Date()): PurchaseWorkingState {
  const inputs = state.goodsData.filter((line) => Number(line.qty) > 0);
  const priced = new Map(inputs.map((line, index) => [line.key, quote.lines[index]]));
  const goodsData = state.goodsData.map((line) => {
    const answer = priced.get(line.key);
    if (!answer || answer.goodsId !== line.goodsId) return line;
    return {
      ...line,
      unitPrice: answer.unitPrice,
      minOrderQty: answer.minOrderQty,
      orderMultiple: answer.orderMultiple,
      problem: problemOf(answer),
    };
  });
  const payForm = state.opt.splitEdited
    ? editSplit(
        { ...quote.payForm, rebatePayment: state.payForm.rebatePayment, cashPayment: state.payForm.cashPayment },
        { useAvailableCredit: state.payForm.useAvailableCredit },
      )
    : quote.payForm;
  return {
    ...state,
    goodsData,
    payForm,
    labelModel: {
      funds: quote.availability,
      quotedAt: now.toISOString(),
      problems: quote.problems,
      creditShort: quote.creditShort,
    },
  };
}

type Actions = {
  hydrate: (state: PurchaseWorkingState) => void;
  reset: () => void;
  setBasic: (patch: Partial<BasicForm>) => void;
  setActive: (patch: Partial<ActiveData>) => void;
  addGoods: (goods: PickedGoods) => void;
  updateLine: (key: string, patch: Partial<GoodsLine>) => void;
  removeLine: (key: string) => void;
  setDeliver: (patch: Partial<DeliverForm>) => void;
  applyQuote: (quote: Quote) => void;
  editPay: (edit: { rebatePayment?: string; cashPayment?: string; useAvailableCredit?: boolean }) => void;
  resetSplit: () => void;
  saved: (order: Pick<Order, 'id' | 'version' | 'docNo'>) => void;
};

const touched = (state: PurchaseWorkingState) => ({ opt: { ...state.opt, dirty: true } });

/** The purchase screen's working state (one screen at a time; persisted by the page, see purchase-storage). */
export const usePurchase = create<PurchaseWorkingState & Actions>()((set) => ({
  ...emptyWorkingState(),
  hydrate: (state) => set(state),
  reset: () => set(emptyWorkingState()),
  setBasic: (patch) => set((state) => ({ basicForm: { ...state.basicForm, ...patch }, ...touched(state) })),
  setActive: (patch) => set((state) => ({ activeData: { ...state.activeData, ...patch } })),
  addGoods: (goods) =>
    set((state) => {
      const existing = state.goodsData.find((line) => line.goodsId === goods.id && !line.isGift);
      if (existing) return { activeData: { ...state.activeData, activeKey: existing.key } };
      const line: GoodsLine = {
        key: nextKey(),
        goodsId: goods.id,
        sku: goods.sku,
        name: goods.name,
        baseUnit: goods.baseUnit,
        units: goods.units,
        unit: goods.baseUnit,
        qty: firstQuantity(goods),
        isGift: false,
        discountAmount: '0.00',
        minOrderQty: goods.minOrderQty,
        orderMultiple: goods.orderMultiple,
        unitPrice: null,
        problem: null,
      };
      return {
        goodsData: [...state.goodsData, line],
        activeData: { ...state.activeData, activeKey: line.key },
        ...touched(state),
      };
    }),
  updateLine: (key, patch) =>
    set((state) => ({
      goodsData: state.goodsData.map((line) => (line.key === key ? { ...line, ...patch } : line)),
      ...touched(state),
    })),
  removeLine: (key) =>
    set((state) => ({ goodsData: state.goodsData.filter((line) => line.key !== key), ...touched(state) })),
  setDeliver: (patch) => set((state) => ({ deliverForm: { ...state.deliverForm, ...patch }, ...touched(state) })),
  applyQuote: (quote) => set((state) => withQuote(state, quote)),
  editPay: (edit) =>
    set((state) => ({
      payForm: editSplit(state.payForm, edit),
      opt: { ...state.opt, splitEdited: true, dirty: true },
    })),
  resetSplit: () =>
    set((state) => ({
      payForm: state.labelModel.funds ? withDefaultSplit(state.payForm, state.labelModel.funds) : state.payForm,
      opt: { ...state.opt, splitEdited: false, dirty: true },
    })),
  saved: (order) =>
    set((state) => ({
      basicForm: { ...state.basicForm, draftId: order.id, version: order.version, docNo: order.docNo },
      opt: { ...state.opt, dirty: false },
    })),
}));

/** Only the working state of the store (without its actions), e.g. to persist it. */
export const workingStateOf = (state: PurchaseWorkingState): PurchaseWorkingState => ({
  basicForm: state.basicForm,
  activeData: state.activeData,
  goodsData: state.goodsData,
  deliverForm: state.deliverForm,
  payForm: state.payForm,
  opt: state.opt,
  labelModel: state.labelModel,
});

/** Where a purchase working state lives in local storage: per tenant, account and draft. */
export const storageKey = (owner: string, draftId: string | null) => `smdp-purchase:${owner}:${draftId ?? 'new'}`;

const isWorkingState = (value: unknown): value is PurchaseWorkingState => {
  const candidate = value as PurchaseWorkingState | null;
  return Boolean(
    candidate?.basicForm &&
      typeof candidate.deliverForm?.shipTo === 'string' &&
      candidate.payForm &&
      Array.isArray(candidate.goodsData),
  );
};

export function saveWorking(owner: string, state: PurchaseWorkingState, storage: Storage = localStorage) {
  try {
    storage.setItem(storageKey(owner, state.basicForm.draftId), JSON.stringify(workingStateOf(state)));
  } catch {
    // A full or disabled storage only loses the local copy; the server draft stays.
  }
}

/** The local working state of a draft (or of the unsaved new order), if this browser has one. */
export function loadWorking(
  owner: string,
  draftId: string | null,
  storage: Storage = localStorage,
): PurchaseWorkingState | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey(owner, draftId)) ?? 'null');
    if (!isWorkingState(parsed)) return null;
    const fallback = emptyWorkingState();
    return { ...fallback, ...parsed, opt: { ...fallback.opt, ...parsed.opt } };
  } catch {
    return null;
  }
}

export const dropWorking = (owner: string, draftId: string | null, storage: Storage = localStorage) =>
  storage.removeItem(storageKey(owner, draftId));

/**
 * Which working state a reload shows: the local copy of this draft when it is at least as new as the
 * server's (same version), else the server's draft; without a draft id, the unsaved local one.
 */
export function restoreWorking(
  owner: string,
  draftId: string | null,
  serverDraft: Order | null,
  storage: Storage = localStorage,
): PurchaseWorkingState {
  const local = loadWorking(owner, draftId, storage);
  if (!draftId) return local ?? emptyWorkingState();
  if (local && serverDraft && local.basicForm.version === serverDraft.version) return local;
  if (serverDraft) return fromOrder(serverDraft);
  return local ?? emptyWorkingState();
}
