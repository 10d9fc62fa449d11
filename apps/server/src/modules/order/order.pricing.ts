import type { OrderLineInput } from '@smdp/contracts/order';
import { computePayForm, type PayFormComputed } from '@smdp/contracts/order';
import Decimal from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import type { MessageKey, MessageParams } from '../../platform/i18n/messages';
import type { Caller } from '../../platform/scope/caller';
import { priceOrderLines } from '../catalog';

/** A reason a cart cannot be submitted as it is: a message key and its parameters (translated by the caller). */
export type OrderProblem = { key: MessageKey; params?: MessageParams };

export type PricedOrderLine = {
  lineNo: number;
  goodsId: string;
  sku: string;
  goodsName: string;
  unit: string;
  factor: string | null;
  qty: string;
  baseQty: string | null;
  isGift: boolean;
  unitPrice: string | null;
  priceListId: string | null;
  discountAmount: string;
  taxRate: string;
  amount: string;
  netAmount: string;
  taxAmount: string;
  onSale: boolean;
  inAssortment: boolean;
  quantityAllowed: boolean;
  minOrderQty: string;
  orderMultiple: string;
};

export type PricedCart = { lines: PricedOrderLine[]; totals: PayFormComputed; problems: OrderProblem[] };

/**
 * Prices a cart for a buyer on a date through the catalog's price-list rule and checks each line:
 * a known unit, a price (gifts go at 0), on sale, in the buyer's assortment, at least the minimum order
 * quantity and a multiple of the order multiple (gifts are exempt from the quantity rule), a discount
 * within its line. The payForm totals are the shared `computePayForm` of the contracts.
 */
export async function priceCart(
  db: Kysely<DB> | Transaction<DB>,
  caller: Caller,
  input: { buyerId: string; date: string; lines: readonly OrderLineInput[] },
): Promise<PricedCart> {
  const priced = await priceOrderLines(db, caller, {
    buyerId: input.buyerId,
    date: input.date,
    lines: input.lines.map((line) => ({ goodsId: line.goodsId, unit: line.unit, quantity: line.qty })),
  });
  const problems: OrderProblem[] = [];
  const lines = priced.map((line, index): PricedOrderLine => {
    const wanted = input.lines[index];
    const goods = line.goods;
    if (!goods || !wanted) throw notFound();
    const isGift = wanted.isGift ?? false;
    const named = { goods: goods.sku };
    if (line.factor === null) problems.push({ key: 'orderUnitUnknown', params: { ...named, unit: line.unit } });
    const unitPrice = isGift ? '0.00' : (line.price?.unitPrice ?? null);
    if (unitPrice === null) problems.push({ key: 'orderNoPrice', params: named });
    if (!line.onSale) problems.push({ key: 'orderNotOnSale', params: named });
    if (!line.inAssortment) problems.push({ key: 'orderNotInAssortment', params: named });
    if (!isGift && line.factor !== null && !line.quantityAllowed) {
      problems.push({
        key: 'orderQuantityRule',
        params: { ...named, min: trim(goods.minOrderQty), multiple: trim(goods.orderMultiple) },
      });
    }
    const discount = isGift ? '0.00' : new Decimal(wanted.discountAmount ?? 0).toFixed(2);
    const gross = new Decimal(wanted.qty).times(unitPrice ?? 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (new Decimal(discount).gt(gross)) problems.push({ key: 'orderDiscountTooHigh', params: named });
    return {
      lineNo: index + 1,
      goodsId: goods.id,
      sku: goods.sku,
      goodsName: goods.name,
      unit: line.unit,
      factor: line.factor,
      qty: new Decimal(wanted.qty).toFixed(3),
      baseQty: line.baseQty,
      isGift,
      unitPrice,
      priceListId: isGift ? null : (line.price?.priceListId ?? null),
      discountAmount: discount,
      taxRate: goods.taxRate,
      amount: '0.00',
      netAmount: '0.00',
      taxAmount: '0.00',
      onSale: line.onSale,
      inAssortment: line.inAssortment,
      quantityAllowed: line.quantityAllowed,
      minOrderQty: goods.minOrderQty,
      orderMultiple: goods.orderMultiple,
    };
  });
  const totals = computePayForm(
    lines.map((line) => ({
      qty: line.qty,
      unitPrice: line.unitPrice ?? '0',
      discountAmount: line.discountAmount,
      taxRate: line.taxRate,
      isGift: line.isGift,
    })),
  );
  lines.forEach((line, index) => {
    const figures = totals.lines[index];
    if (figures)
      Object.assign(line, { amount: figures.amount, netAmount: figures.netAmount, taxAmount: figures.taxAmount });
  });
  return { lines, totals, problems };
}

/** '10.000' -> '10', '2.500' -> '2.5': quantities in messages. */
const trim = (value: string) => new Decimal(value).toString();
