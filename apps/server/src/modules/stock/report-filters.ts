import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import type { GoodsFilter } from '../catalog';
import { visibleWarehouseIds } from '../store';

/** What the stock reports accept from a query string, checked once: each bad value gets a translated 400. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DIGITS = /^\d{1,19}$/;

/** A calendar day `yyyy-MM-dd` that exists; `undefined` when none was sent. */
export function dayOf(value: string | undefined, field: string): string | undefined {
  if (!value) return undefined;
  const match = DAY.exec(value);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0));
  const real = match && date.getUTCFullYear() === year && date.getUTCMonth() === (month ?? 0) - 1;
  if (!real || date.getUTCDate() !== day) throw badRequest('stockReportDateInvalid', { field });
  return value;
}

/** An id of a filter (`warehouseId_equal`); `undefined` when none was sent. */
export function idFilter(value: string | undefined, field: string): string | undefined {
  if (!value) return undefined;
  if (!DIGITS.test(value) || BigInt(value) > 9223372036854775807n) throw badRequest('stockReportIdInvalid', { field });
  return value;
}

/** A whole number 1..max, or `fallback` when none was sent. */
export function countOf(value: string | undefined, field: string, max: number, fallback: number): number {
  if (!value) return fallback;
  const count = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  if (!(count >= 1 && count <= max)) throw badRequest('stockReportNumberInvalid', { field, max });
  return count;
}

/** The filters every report shares, as the queries take them. */
export type StockScope = {
  tenantId: string;
  /** The warehouses the caller may see (a subquery of ids). */
  warehouses: Awaited<ReturnType<typeof visibleWarehouseIds>>;
  warehouseId: string | undefined;
  goods: GoodsFilter;
  batchLike: string | undefined;
};

export type SharedFilters = {
  warehouseId_equal?: string | undefined;
  goods_like?: string | undefined;
  categoryId_equal?: string | undefined;
  batchNo_like?: string | undefined;
};

export async function stockScopeOf(db: Kysely<DB>, caller: Caller, query: SharedFilters): Promise<StockScope> {
  return {
    tenantId: caller.tenantId,
    warehouses: await visibleWarehouseIds(db, caller),
    warehouseId: idFilter(query.warehouseId_equal, 'warehouseId'),
    goods: { text: query.goods_like || undefined, categoryId: idFilter(query.categoryId_equal, 'categoryId') },
    batchLike: query.batchNo_like || undefined,
  };
}

export const hasGoodsFilter = (scope: StockScope) => Boolean(scope.goods.text || scope.goods.categoryId);

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
