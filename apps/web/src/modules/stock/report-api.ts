import type { Page, Wire } from '@smdp/contracts';
import {
  STOCK_REPORT_API,
  type StockAgeingRow,
  type StockBalanceAsOfRow,
  type StockBalanceRow,
  type StockDriftLast,
  type StockDriftRun,
  type StockInOutRow,
  type StockLedgerRow,
  type StockNearExpiryRow,
  type StockProjectedRow,
  type StockReportWarehouse,
  type StockSlowMoverRow,
} from '@smdp/contracts/stock';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/http';

export { STOCK_REPORT_API };
export type BalanceRow = Wire<StockBalanceRow>;
export type BalanceAsOfRow = Wire<StockBalanceAsOfRow>;
export type LedgerRow = Wire<StockLedgerRow>;
export type NearExpiryRow = Wire<StockNearExpiryRow>;
export type SlowMoverRow = Wire<StockSlowMoverRow>;
export type DriftRun = Wire<StockDriftRun>;
export type AgeingRow = Wire<StockAgeingRow>;
export type ProjectedRow = Wire<StockProjectedRow>;
export type InOutRow = Wire<StockInOutRow>;

export const stockReportKeys = {
  all: ['stock-report'] as const,
  warehouses: () => [...stockReportKeys.all, 'warehouses'] as const,
  goods: (text: string) => [...stockReportKeys.all, 'goods', text] as const,
  drift: () => [...stockReportKeys.all, 'drift'] as const,
};

/** The warehouses whose stock the caller may see: the choices of every report's warehouse filter. */
export const useReportWarehouses = () =>
  useQuery({
    queryKey: stockReportKeys.warehouses(),
    queryFn: () => get<Wire<StockReportWarehouse>[]>(`${STOCK_REPORT_API}/warehouses`),
    staleTime: 60_000,
  });

/** Goods the caller holds stock of whose SKU or name contains `text`, once per goods (the ledger's picker). */
export const useGoodsWithStock = (text: string) =>
  useQuery({
    queryKey: stockReportKeys.goods(text),
    queryFn: async () => {
      const page = await get<Page<BalanceRow>>(`${STOCK_REPORT_API}/balance`, { goods_like: text, size: 100 });
      const goods = new Map(page.records.map((row) => [row.goodsId, `${row.sku ?? ''} ${row.goodsName ?? ''}`.trim()]));
      return [...goods].map(([value, label]) => ({ value, label }));
    },
    staleTime: 30_000,
  });

export const useLastDriftRun = () =>
  useQuery({
    queryKey: stockReportKeys.drift(),
    queryFn: async () => (await get<Wire<StockDriftLast>>(`${STOCK_REPORT_API}/drift`)).run,
  });

export const runDriftCheck = () => post<DriftRun>(`${STOCK_REPORT_API}/check`);
