import type { Wire } from '@smdp/contracts';
import type { StoreCountRow, StoreOrderRow, StoreWarehouseRow } from '@smdp/contracts/report';
import type { TFunction } from 'i18next';
import { REPORT_API } from '../api';
import { barOption, type ReportDefinition } from '../definition';

/** The Network row of domain.md §11. */

const codeAndName = (row: { code: string | null; name: string | null }) =>
  [row.code, row.name].filter(Boolean).join(' ') || '—';

export function storeCountReport(t: TFunction): ReportDefinition<Wire<StoreCountRow>> {
  return {
    code: 'store-count',
    area: 'network',
    title: t('reports.store-count.title'),
    description: t('reports.store-count.description'),
    path: `${REPORT_API}/store-count`,
    filters: [{ kind: 'period', key: 'postingDate', label: t('filter.period') }],
    defaults: {},
    rowKey: (row) => row.sellerPartyId,
    columns: [
      { key: 'name', label: t('column.seller'), kind: 'text', width: 220, text: codeAndName },
      { key: 'active', label: t('column.active'), kind: 'count' },
      { key: 'opened', label: t('column.opened'), kind: 'count' },
      { key: 'closed', label: t('column.closed'), kind: 'count' },
    ],
    chart: (rows) =>
      barOption(
        rows.map((row) => row.name ?? '—'),
        [
          { name: t('column.active'), values: rows.map((row) => row.active) },
          { name: t('column.opened'), values: rows.map((row) => row.opened) },
          { name: t('column.closed'), values: rows.map((row) => row.closed) },
        ],
      ),
  };
}

export function storeWarehouseReport(t: TFunction): ReportDefinition<Wire<StoreWarehouseRow>> {
  return {
    code: 'store-warehouse',
    area: 'network',
    title: t('reports.store-warehouse.title'),
    description: t('reports.store-warehouse.description'),
    path: `${REPORT_API}/store-warehouse`,
    filters: [],
    defaults: {},
    rowKey: (row) => row.warehouseId,
    columns: [
      {
        key: 'warehouseName',
        label: t('column.warehouse'),
        kind: 'text',
        width: 220,
        text: (row) => row.warehouseName ?? row.warehouseId,
      },
      { key: 'storeCount', label: t('column.storeCount'), kind: 'count' },
    ],
    chart: (rows) =>
      barOption(
        rows.map((row) => row.warehouseName ?? row.warehouseId),
        [{ name: t('column.storeCount'), values: rows.map((row) => row.storeCount) }],
      ),
  };
}

export function storeOrderReport(t: TFunction): ReportDefinition<Wire<StoreOrderRow>> {
  return {
    code: 'store-orders',
    area: 'network',
    title: t('reports.store-orders.title'),
    description: t('reports.store-orders.description'),
    path: `${REPORT_API}/store-orders`,
    filters: [{ kind: 'period', key: 'postingDate', label: t('filter.period') }],
    defaults: {},
    rowKey: (row) => row.storePartyId,
    columns: [
      { key: 'name', label: t('column.store'), kind: 'text', width: 220, text: codeAndName },
      { key: 'orderCount', label: t('column.orderCount'), kind: 'count' },
      { key: 'amount', label: t('column.amount'), kind: 'money' },
      { key: 'lastOrderDate', label: t('column.lastOrderDate'), kind: 'text' },
    ],
    chart: (rows) =>
      barOption(
        rows.map((row) => row.name ?? '—'),
        [{ name: t('column.orderCount'), values: rows.map((row) => row.orderCount) }],
      ),
  };
}
