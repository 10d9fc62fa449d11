import type { Wire } from '@smdp/contracts';
import { ORDER_CHANNELS, ORDER_STATES } from '@smdp/contracts/order';
import {
  BUYER_TRENDS,
  type BuyerTrendRow,
  type FillRateRow,
  type OrderStatusRow,
  type ReturnReasonRow,
  SALES_GROUPS,
  type SalesRow,
} from '@smdp/contracts/report';
import type { TFunction } from 'i18next';
import { REPORT_API } from '../api';
import { barOption, pieOption, type ReportDefinition, type ReportFilter } from '../definition';

/** The Orders row of domain.md §11. */

const period = (t: TFunction): ReportFilter => ({ kind: 'period', key: 'postingDate', label: t('filter.period') });
const channel = (t: TFunction, required = false): ReportFilter => ({
  kind: 'select',
  key: 'channel_equal',
  label: t('filter.channel'),
  required,
  options: ORDER_CHANNELS.map((value) => ({ value, label: t(`channel.${value}`) })),
});
const codeAndName = (row: { code: string | null; name: string | null }) =>
  [row.code, row.name].filter(Boolean).join(' ') || '—';

const stateLabel = (t: TFunction, state: string) =>
  (ORDER_STATES as readonly string[]).includes(state) ? t(`order:states.${state}`, state) : state;

/** A return's reason is free text; returns without one are grouped as OTHER. */
const reasonLabel = (t: TFunction, reason: string) => (reason === 'OTHER' ? t('reasonOther') : reason);

export function orderStatusReport(t: TFunction): ReportDefinition<Wire<OrderStatusRow>> {
  return {
    code: 'order-status',
    area: 'orders',
    title: t('reports.order-status.title'),
    description: t('reports.order-status.description'),
    path: `${REPORT_API}/order-status`,
    filters: [period(t), channel(t)],
    defaults: {},
    rowKey: (row) => row.state,
    columns: [
      { key: 'state', label: t('column.state'), kind: 'text', text: (row) => stateLabel(t, row.state) },
      { key: 'orderCount', label: t('column.orderCount'), kind: 'count' },
      { key: 'amount', label: t('column.amount'), kind: 'money' },
      { key: 'age0to7', label: t('column.age0to7'), kind: 'count' },
      { key: 'age8to30', label: t('column.age8to30'), kind: 'count' },
      { key: 'ageOver30', label: t('column.ageOver30'), kind: 'count' },
      { key: 'oldestDays', label: t('column.oldestDays'), kind: 'count' },
    ],
    chart: (rows) =>
      barOption(
        rows.map((row) => stateLabel(t, row.state)),
        [
          { name: t('column.age0to7'), values: rows.map((row) => row.age0to7), stack: 'age' },
          { name: t('column.age8to30'), values: rows.map((row) => row.age8to30), stack: 'age' },
          { name: t('column.ageOver30'), values: rows.map((row) => row.ageOver30), stack: 'age' },
        ],
      ),
  };
}

export function fillRateReport(t: TFunction): ReportDefinition<Wire<FillRateRow>> {
  return {
    code: 'fill-rate',
    area: 'orders',
    title: t('reports.fill-rate.title'),
    description: t('reports.fill-rate.description'),
    path: `${REPORT_API}/fill-rate`,
    filters: [period(t), channel(t)],
    defaults: {},
    rowKey: (row) => row.goodsId,
    columns: [
      {
        key: 'goodsName',
        label: t('column.goods'),
        kind: 'text',
        width: 220,
        text: (row) => codeAndName({ code: row.sku, name: row.goodsName }),
      },
      { key: 'orderedQty', label: t('column.orderedQty'), kind: 'qty' },
      { key: 'deliveredQty', label: t('column.deliveredQty'), kind: 'qty' },
      { key: 'fillRate', label: t('column.fillRate'), kind: 'percent' },
    ],
    chart: (rows) =>
      barOption(
        rows.map((row) => row.sku ?? row.goodsId),
        [{ name: t('column.fillRate'), values: rows.map((row) => row.fillRate) }],
      ),
  };
}

export function returnReasonReport(t: TFunction): ReportDefinition<Wire<ReturnReasonRow>> {
  return {
    code: 'return-reasons',
    area: 'orders',
    title: t('reports.return-reasons.title'),
    description: t('reports.return-reasons.description'),
    path: `${REPORT_API}/return-reasons`,
    filters: [period(t)],
    defaults: {},
    rowKey: (row) => row.reason,
    columns: [
      { key: 'reason', label: t('column.reason'), kind: 'text', text: (row) => reasonLabel(t, row.reason) },
      { key: 'returnCount', label: t('column.returnCount'), kind: 'count' },
      { key: 'amount', label: t('column.amount'), kind: 'money' },
    ],
    chart: (rows) =>
      pieOption(
        t('column.returnCount'),
        rows.map((row) => ({ name: reasonLabel(t, row.reason), value: row.returnCount })),
      ),
  };
}

export function salesReport(t: TFunction): ReportDefinition<Wire<SalesRow>> {
  return {
    code: 'sales',
    area: 'orders',
    title: t('reports.sales.title'),
    description: t('reports.sales.description'),
    path: `${REPORT_API}/sales`,
    filters: [
      {
        kind: 'select',
        key: 'groupBy_equal',
        label: t('filter.groupBy'),
        required: true,
        options: SALES_GROUPS.map((value) => ({ value, label: t(`groupBy.${value}`) })),
      },
      period(t),
      channel(t, true),
    ],
    defaults: { groupBy_equal: 'BUYER', channel_equal: 'SECONDARY' },
    rowKey: (row) => row.key || '-',
    columns: [
      { key: 'name', label: t('column.group'), kind: 'text', width: 220, text: codeAndName },
      { key: 'orderCount', label: t('column.orderCount'), kind: 'count' },
      { key: 'qty', label: t('column.qty'), kind: 'qty' },
      { key: 'amount', label: t('column.amount'), kind: 'money' },
    ],
    chart: (rows) =>
      barOption(
        rows.map((row) => row.name ?? row.code ?? '—'),
        [{ name: t('column.amount'), values: rows.map((row) => row.amount) }],
      ),
  };
}

export function buyerTrendReport(t: TFunction): ReportDefinition<Wire<BuyerTrendRow>> {
  return {
    code: 'buyer-trend',
    area: 'orders',
    title: t('reports.buyer-trend.title'),
    description: t('reports.buyer-trend.description'),
    path: `${REPORT_API}/buyer-trend`,
    filters: [
      {
        kind: 'select',
        key: 'trend_equal',
        label: t('filter.trend'),
        required: true,
        options: BUYER_TRENDS.map((value) => ({ value, label: t(`trend.${value}`) })),
      },
      period(t),
      channel(t, true),
    ],
    defaults: { trend_equal: 'TOP', channel_equal: 'SECONDARY' },
    rowKey: (row) => row.buyerPartyId,
    columns: [
      { key: 'name', label: t('column.buyer'), kind: 'text', width: 220, text: codeAndName },
      { key: 'currentAmount', label: t('column.currentAmount'), kind: 'money' },
      { key: 'previousAmount', label: t('column.previousAmount'), kind: 'money' },
      { key: 'change', label: t('column.change'), kind: 'money' },
    ],
    chart: (rows) =>
      barOption(
        rows.map((row) => row.name ?? row.code ?? '—'),
        [
          { name: t('column.previousAmount'), values: rows.map((row) => row.previousAmount) },
          { name: t('column.currentAmount'), values: rows.map((row) => row.currentAmount) },
        ],
      ),
  };
}
