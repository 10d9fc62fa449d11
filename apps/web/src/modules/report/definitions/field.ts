import type { Wire } from '@smdp/contracts';
import type { CoverageRow, DistanceAnomalyRow, MissedReasonRow, StrikeRateRow } from '@smdp/contracts/field';
import type { TFunction } from 'i18next';
import { barOption, pieOption, type ReportDefinition, type ReportFilter } from '../definition';

/** The field row of domain.md §11: the visit reports of the field module. */
export const FIELD_REPORT_API = '/smdp-field/visit-report';

const visitDays = (t: TFunction): ReportFilter => ({ kind: 'period', key: 'visitDate', label: t('filter.visitDays') });
const salesperson = (row: { salespersonName: string | null; salespersonId?: string }) =>
  row.salespersonName ?? row.salespersonId ?? '—';

export function coverageReport(t: TFunction): ReportDefinition<Wire<CoverageRow>> {
  return {
    code: 'visit-coverage',
    area: 'field',
    title: t('reports.visit-coverage.title'),
    description: t('reports.visit-coverage.description'),
    path: `${FIELD_REPORT_API}/coverage`,
    filters: [visitDays(t)],
    defaults: {},
    rowKey: (row) => row.salespersonId,
    columns: [
      { key: 'salespersonName', label: t('column.salesperson'), kind: 'text', width: 180, text: salesperson },
      { key: 'planned', label: t('column.planned'), kind: 'count' },
      { key: 'visited', label: t('column.visited'), kind: 'count' },
      { key: 'coverage', label: t('column.coverage'), kind: 'percent' },
      { key: 'missed', label: t('column.missed'), kind: 'count' },
      { key: 'cancelled', label: t('column.cancelled'), kind: 'count' },
      { key: 'unplanned', label: t('column.unplanned'), kind: 'count' },
      { key: 'avgMinutes', label: t('column.avgMinutes'), kind: 'qty' },
      { key: 'shortVisits', label: t('column.shortVisits'), kind: 'count' },
    ],
    chart: (rows) =>
      barOption(rows.map(salesperson), [
        { name: t('column.visited'), values: rows.map((row) => row.visited), stack: 'plan' },
        { name: t('column.missed'), values: rows.map((row) => row.missed), stack: 'plan' },
        { name: t('column.unplanned'), values: rows.map((row) => row.unplanned) },
      ]),
  };
}

export function strikeRateReport(t: TFunction): ReportDefinition<Wire<StrikeRateRow>> {
  return {
    code: 'strike-rate',
    area: 'field',
    title: t('reports.strike-rate.title'),
    description: t('reports.strike-rate.description'),
    path: `${FIELD_REPORT_API}/strike-rate`,
    filters: [visitDays(t)],
    defaults: {},
    rowKey: (row) => row.salespersonId,
    columns: [
      { key: 'salespersonName', label: t('column.salesperson'), kind: 'text', width: 180, text: salesperson },
      { key: 'visits', label: t('column.visits'), kind: 'count' },
      { key: 'orders', label: t('column.orders'), kind: 'count' },
      { key: 'strikeRate', label: t('column.strikeRate'), kind: 'percent' },
      { key: 'linesPerCall', label: t('column.linesPerCall'), kind: 'qty' },
      { key: 'orderAmount', label: t('column.amount'), kind: 'money' },
    ],
    chart: (rows) =>
      barOption(rows.map(salesperson), [{ name: t('column.strikeRate'), values: rows.map((row) => row.strikeRate) }]),
  };
}

export function missedReasonReport(t: TFunction): ReportDefinition<Wire<MissedReasonRow>> {
  const reason = (row: Wire<MissedReasonRow>) => t(`missedReason.${row.reason || 'NONE'}`);
  return {
    code: 'missed-visits',
    area: 'field',
    title: t('reports.missed-visits.title'),
    description: t('reports.missed-visits.description'),
    path: `${FIELD_REPORT_API}/missed`,
    filters: [visitDays(t)],
    defaults: {},
    rowKey: (row) => row.reason,
    columns: [
      { key: 'reason', label: t('column.reason'), kind: 'text', width: 180, text: reason },
      { key: 'visitCount', label: t('column.visitCount'), kind: 'count' },
      { key: 'storeCount', label: t('column.storeCount'), kind: 'count' },
      { key: 'repeatedStores', label: t('column.repeatedStores'), kind: 'count' },
    ],
    chart: (rows) =>
      pieOption(
        t('column.visitCount'),
        rows.map((row) => ({ name: reason(row), value: row.visitCount })),
      ),
  };
}

export function distanceAnomalyReport(t: TFunction): ReportDefinition<Wire<DistanceAnomalyRow>> {
  const store = (row: Wire<DistanceAnomalyRow>) => [row.storeCode, row.storeName].filter(Boolean).join(' ') || '—';
  return {
    code: 'visit-distance',
    area: 'field',
    title: t('reports.visit-distance.title'),
    description: t('reports.visit-distance.description'),
    path: `${FIELD_REPORT_API}/distance`,
    filters: [visitDays(t)],
    defaults: {},
    rowKey: (row) => row.visitId,
    columns: [
      { key: 'visitNo', label: t('column.visitNo'), kind: 'text', width: 150 },
      { key: 'visitDate', label: t('column.visitDate'), kind: 'text', width: 110 },
      { key: 'salespersonName', label: t('column.salesperson'), kind: 'text', width: 150, text: salesperson },
      { key: 'storeName', label: t('column.store'), kind: 'text', width: 180, text: store },
      {
        key: 'checkinMode',
        label: t('column.checkinMode'),
        kind: 'text',
        text: (row) => (row.checkinMode ? t(`checkinMode.${row.checkinMode}`) : '—'),
      },
      { key: 'distanceM', label: t('column.distanceM'), kind: 'count' },
      { key: 'forcedReason', label: t('column.forcedReason'), kind: 'text', width: 200 },
    ],
    chart: (rows) =>
      barOption(
        rows.map((row) => row.visitNo),
        [{ name: t('column.distanceM'), values: rows.map((row) => row.distanceM ?? 0) }],
      ),
  };
}
