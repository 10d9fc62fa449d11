import type { TFunction } from 'i18next';
import type { CrudField, Option } from '../../../crud/types';
import type { BalanceAsOfRow, BalanceRow, LedgerRow, NearExpiryRow, SlowMoverRow } from '../report-api';

/** The columns and filters of the stock reports (one list per tab of StockReportPage). */

type Keyed = { warehouseCode: string | null; sku: string | null };

/** The filters every report shares (search only) and the columns that name a row. */
function keyFields<R extends Keyed>(t: TFunction, warehouses: Option[]): CrudField<R>[] {
  return [
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
