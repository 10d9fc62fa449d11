import { z } from 'zod';
import { Id, IdInput } from '../common';
import { CalendarDate, decimalInput } from './decimal.schema';

/** Where a price came from, in the order domain.md §3 tries them. */
export const PRICE_SOURCES = ['BUYER', 'LEVEL', 'SELLER'] as const;
export const PriceSource = z.enum(PRICE_SOURCES);
export type PriceSource = z.output<typeof PriceSource>;

export const PRICE_LIMITS = { unit: 16, lines: 500 } as const;

export const ResolvedPrice = z.object({
  source: PriceSource.describe("BUYER: the buyer's own list; LEVEL: its level's default; SELLER: the seller's default"),
  priceListId: Id,
  priceListItemId: Id,
  unitPrice: z.string().describe('money, 2 decimals'),
  amount: z.string().describe('unitPrice × quantity, rounded half up to 2 decimals'),
});
export type ResolvedPrice = z.output<typeof ResolvedPrice>;

const Quantity = decimalInput(3).refine((value) => Number(value) > 0, 'above 0');

/** An order line to price: goods, the unit it is ordered in and the quantity in that unit. */
export const PriceLine = z.object({
  goodsId: IdInput,
  unit: z.string().trim().min(1).max(PRICE_LIMITS.unit),
  quantity: Quantity,
});
export type PriceLine = z.output<typeof PriceLine>;

/** `GET price/resolve`: one line; the date defaults to today. */
export const PriceQuery = PriceLine.extend({ buyerId: IdInput, date: CalendarDate.optional() });

/** `POST price/resolve`: every line of an order for one buyer on one date (default: today). */
export const PricesInput = z.object({
  buyerId: IdInput,
  date: CalendarDate.optional(),
  lines: z.array(PriceLine).min(1).max(PRICE_LIMITS.lines),
});
export type PricesInput = z.output<typeof PricesInput>;

/**
 * A line as the order screens need it (domain.md §4): its price, the quantity in the goods' base unit,
 * and whether the buyer may order it so.
 */
export const PricedLine = z.object({
  goodsId: Id,
  unit: z.string(),
  quantity: z.string(),
  price: ResolvedPrice.nullable(),
  factor: z.string().nullable().describe('base units in one of this unit; null: not a unit of the goods'),
  baseQty: z.string().nullable().describe('quantity × factor, in the base unit'),
  onSale: z.boolean(),
  inAssortment: z.boolean().describe("the goods is in the buyer's customer goods"),
  quantityAllowed: z
    .boolean()
    .describe('baseQty is at least the minimum order quantity and a multiple of the order multiple'),
});
export type PricedLine = z.output<typeof PricedLine>;
