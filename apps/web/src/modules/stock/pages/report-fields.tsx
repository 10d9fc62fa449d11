import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudField, Option } from '../../../crud/types';
import type {
  AgeingRow,
  BalanceAsOfRow,
  BalanceRow,
  InOutRow,
  LedgerRow,
  NearExpiryRow,
  ProjectedRow,
  SlowMoverRow,
} from '../report-api';

/** The columns and filters of the stock reports (one list per tab of StockReportPage). */

type Keyed = { warehouseCode: string | null; sku: string | null };

/** The filters every report shares (search only) and the columns that name a row (without the batch for per-goods rows). */
function keyFields<R extends Keyed>(t: TFunction, warehouses: Option[], { batch = true } = {}): CrudField<R>[] {
  const fields: CrudField<R>[] = [
    {
      key: 'warehouseId',
      label: t('report.warehouse'),
      options: warehouses,
      search: 'equal',
      column: false,
      form: false,
    },
    { key: 'goods', label: t('report.goods'), search: 'like', column: false, form: false },
    { key: 'warehouseCode', label: t('report.warehouseCode'), column: { key: true, sorter: true } },
    { key: 'warehouseName', label: t('report.warehouseName'), column: { hidden: true } },
    { key: 'sku', label: t('report.sku'), column: { key: true, sorter: true } },
    { key: 'goodsName', label: t('report.goodsName'), column: { sorter: true } },
    { key: 'batchNo', label: t('report.batch'), search: 'like', column: { sorter: true } },
    { key: 'baseUnit', label: t('report.unit'), column: {} },
  ];
  return batch ? fields : fields.filter((field) => field.key !== 'batchNo');
}

const figure = <R,>(key: string, label: string, sorter = true): CrudField<R> => ({
  key,
  label,
  kind: 'number',
  column: { sorter },
});

export function balanceFields(t: TFunction, warehouses: Option[]): CrudField<BalanceRow>[] {
  return [
    ...keyFields<BalanceRow>(t, warehouses),
    figure('onHand', t('report.onHand')),
    figure('reserved', t('report.reserved')),
    figure('available', t('report.available')),
    figure('inTransit', t('report.inTransit')),
    figure('stockValue', t('report.stockValue')),
  ];
}

export function balanceAsOfFields(t: TFunction, warehouses: Option[]): CrudField<BalanceAsOfRow>[] {
  return [
    ...keyFields<BalanceAsOfRow>(t, warehouses),
    figure('opening', t('report.opening')),
    figure('inQty', t('report.inQty')),
    figure('outQty', t('report.outQty')),
    figure('closing', t('report.closing')),
    figure('closingValue', t('report.closingValue')),
  ];
}

export function nearExpiryFields(t: TFunction, warehouses: Option[]): CrudField<NearExpiryRow>[] {
  return [
    ...keyFields<NearExpiryRow>(t, warehouses),
    { key: 'expiryDate', label: t('report.expiryDate'), kind: 'date', column: { sorter: true } },
    figure('daysLeft', t('report.daysLeft')),
    figure('onHand', t('report.onHand')),
    figure('stockValue', t('report.stockValue')),
  ];
}

export function slowMoverFields(t: TFunction, warehouses: Option[]): CrudField<SlowMoverRow>[] {
  return [
    ...keyFields<SlowMoverRow>(t, warehouses),
    { key: 'lastMoveDate', label: t('report.lastMove'), kind: 'date', column: { sorter: true } },
    figure('idleDays', t('report.idleDays')),
    figure('onHand', t('report.onHand')),
    figure('stockValue', t('report.stockValue')),
  ];
}

export function ledgerFields(t: TFunction, warehouses: Option[]): CrudField<LedgerRow>[] {
  return [
    {
      key: 'warehouseId',
      label: t('report.warehouse'),
      options: warehouses,
      search: 'equal',
      column: false,
      form: false,
    },
    { key: 'postingDate', label: t('report.postingDate'), kind: 'date', column: { key: true } },
    { key: 'warehouseCode', label: t('report.warehouseCode'), column: {} },
    { key: 'batchNo', label: t('report.batch'), column: {} },
    { key: 'voucherType', label: t('report.voucherType'), column: {} },
    { key: 'voucherId', label: t('report.voucherId'), column: {} },
    figure('qtyChange', t('report.qtyChange'), false),
    figure('qtyAfter', t('report.qtyAfter'), false),
    figure('unitCost', t('report.unitCost'), false),
    figure('valueChange', t('report.valueChange'), false),
    figure('valueAfter', t('report.valueAfter'), false),
    { key: 'unit', label: t('report.voucherUnit'), column: { hidden: true } },
    { key: 'reversalOf', label: t('report.reversalOf'), column: { hidden: true } },
  ];
}

export function ageingFields(t: TFunction, warehouses: Option[]): CrudField<AgeingRow>[] {
  const buckets = ['0To30', '31To60', '61To90', 'Over90'] as const;
  return [
    ...keyFields<AgeingRow>(t, warehouses),
    figure('onHand', t('report.onHand')),
    ...buckets.map((bucket) => figure<AgeingRow>(`qty${bucket}`, t(`report.ageing.qty${bucket}`))),
    ...buckets.map((bucket) => ({
      ...figure<AgeingRow>(`value${bucket}`, t(`report.ageing.value${bucket}`), false),
      column: { hidden: true },
    })),
    figure('layerValue', t('report.ageing.layerValue')),
    figure('oldestDays', t('report.ageing.oldestDays')),
  ];
}

export function projectedFields(t: TFunction, warehouses: Option[]): CrudField<ProjectedRow>[] {
  const due = (value: unknown) => (value ? t('report.projected.due') : '');
  return [
    ...keyFields<ProjectedRow>(t, warehouses, { batch: false }),
    figure('onHand', t('report.onHand')),
    figure('reserved', t('report.reserved')),
    figure('inTransit', t('report.inTransit')),
    figure('available', t('report.available')),
    figure('projected', t('report.projected.projected')),
    figure('reorderLevel', t('report.projected.reorderLevel')),
    {
      key: 'reorder',
      label: t('report.projected.reorder'),
      options: [
        { value: '1', label: t('report.projected.due') },
        { value: '0', label: t('report.projected.notDue') },
      ],
      search: 'equal',
      form: false,
      column: { render: (value) => (value ? <Tag color="orange">{due(value)}</Tag> : null) },
      exportValue: (row) => due(row.reorder),
    },
  ];
}

/** A ledger voucher type (`inbound`) or a voucher's own (`SALES_OUT`), in words when known. */
export const voucherTypeLabel = (t: TFunction, type: string | null) =>
  type === null
    ? ''
    : t([`report.voucherTypes.${type}`, `inbound.types.${type}`, `outbound.types.${type}`], { defaultValue: type });

export function inOutFields(t: TFunction, warehouses: Option[]): CrudField<InOutRow>[] {
  const named = (key: 'voucherType' | 'subType', label: string): CrudField<InOutRow> => ({
    key,
    label,
    column: { sorter: true, render: (value) => voucherTypeLabel(t, value as string | null) },
    exportValue: (row) => voucherTypeLabel(t, row[key]),
  });
  return [
    ...keyFields<InOutRow>(t, warehouses, { batch: false }),
    named('voucherType', t('report.voucherType')),
    named('subType', t('report.inOut.subType')),
    figure('inQty', t('report.inQty')),
    figure('outQty', t('report.outQty')),
    figure('inValue', t('report.inOut.inValue')),
    figure('outValue', t('report.inOut.outValue')),
    figure('entries', t('report.inOut.entries')),
  ];
}
