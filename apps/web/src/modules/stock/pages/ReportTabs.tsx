import { DatePicker, InputNumber, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow, Option } from '../../../crud/types';
import {
  type BalanceAsOfRow,
  type BalanceRow,
  type NearExpiryRow,
  type SlowMoverRow,
  STOCK_REPORT_API,
  useReportWarehouses,
} from '../report-api';
import type { LedgerTarget } from './LedgerTab';
import { balanceAsOfFields, balanceFields, nearExpiryFields, slowMoverFields } from './report-fields';

/** The report lists that are a CrudPage over one report call; the page code gives them its view/export buttons. */

type Keyed = CrudRow & { goodsId: string; warehouseId: string; sku: string | null; goodsName: string | null };

export function useWarehouseOptions(): Option[] {
  const warehouses = useReportWarehouses();
  return (warehouses.data ?? []).map((warehouse) => ({
    value: warehouse.id,
    label: [warehouse.code, warehouse.name].filter(Boolean).join(' '),
  }));
}

export function reportConfig<R extends CrudRow>(config: Omit<CrudConfig<R>, 'code'>): CrudConfig<R> {
  return { code: 'stock_report', ...config };
}

/** The row action that opens a goods' ledger in its warehouse. */
function ledgerAction<R extends Keyed>(label: string, onLedger: (target: LedgerTarget) => void) {
  return {
    key: 'ledger',
    label,
    run: (row: R) =>
      onLedger({
        goodsId: row.goodsId,
        label: [row.sku, row.goodsName].filter(Boolean).join(' '),
        warehouseId: row.warehouseId,
      }),
  };
}

export function BalanceTab({ onLedger }: { onLedger: (target: LedgerTarget) => void }) {
  const { t } = useTranslation('stock');
  const config = reportConfig<BalanceRow>({
    layoutCode: 'stock_report-balance',
    title: t('report.tabs.balance'),
    entity: t('report.entity'),
    api: { list: `${STOCK_REPORT_API}/balance` },
    fields: balanceFields(t, useWarehouseOptions()),
    rowActions: [ledgerAction<BalanceRow>(t('report.openLedger'), onLedger)],
  });
  return <CrudPage config={config} />;
}

const monthStart = () => dayjs().startOf('month');

export function BalanceAsOfTab({ onLedger }: { onLedger: (target: LedgerTarget) => void }) {
  const { t } = useTranslation('stock');
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>([monthStart(), dayjs()]);
  const config = reportConfig<BalanceAsOfRow>({
    layoutCode: 'stock_report-as-of',
    title: t('report.tabs.asOf'),
    entity: t('report.entity'),
    api: { list: `${STOCK_REPORT_API}/balance-as-of` },
    fields: balanceAsOfFields(t, useWarehouseOptions()),
    rowActions: [ledgerAction<BalanceAsOfRow>(t('report.openLedger'), onLedger)],
  });
  return (
    <ReportFilter label={t('report.period')}>
      <DatePicker.RangePicker
        aria-label={t('report.period')}
        allowClear={false}
        value={period}
        onChange={(range) => {
          const [from, to] = range ?? [];
          if (from && to) setPeriod([from, to]);
        }}
      />
      <CrudPage config={config} filter={{ from: period[0].format('YYYY-MM-DD'), to: period[1].format('YYYY-MM-DD') }} />
    </ReportFilter>
  );
}

export function NearExpiryTab() {
  const { t } = useTranslation('stock');
  const [days, setDays] = useState(30);
  const config = reportConfig<NearExpiryRow>({
    layoutCode: 'stock_report-expiry',
    title: t('report.tabs.expiry'),
    entity: t('report.entity'),
    api: { list: `${STOCK_REPORT_API}/near-expiry` },
    fields: nearExpiryFields(t, useWarehouseOptions()),
  });
  return (
    <ReportFilter label={t('report.expiresWithin')}>
      <DaysInput label={t('report.expiresWithin')} value={days} onChange={setDays} />
      <CrudPage config={config} filter={{ days }} />
    </ReportFilter>
  );
}

export function SlowMoverTab() {
  const { t } = useTranslation('stock');
  const [idleDays, setIdleDays] = useState(30);
  const config = reportConfig<SlowMoverRow>({
    layoutCode: 'stock_report-slow',
    title: t('report.tabs.slow'),
    entity: t('report.entity'),
    api: { list: `${STOCK_REPORT_API}/slow-movers` },
    fields: slowMoverFields(t, useWarehouseOptions()),
  });
  return (
    <ReportFilter label={t('report.idleFor')}>
      <DaysInput label={t('report.idleFor')} value={idleDays} onChange={setIdleDays} />
      <CrudPage config={config} filter={{ idleDays }} />
    </ReportFilter>
  );
}

/** A report's own filter above its list (a period, a number of days): label, control, then the list. */
export function ReportFilter({ label, children }: { label: string; children: [ReactNode, ReactNode] }) {
  const [control, list] = children;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>{label}</Typography.Text>
        {control}
      </Space>
      {list}
    </Space>
  );
}

function DaysInput({ label, value, onChange }: { label: string; value: number; onChange: (days: number) => void }) {
  const { t } = useTranslation('stock');
  return (
    <InputNumber
      aria-label={label}
      min={1}
      max={3650}
      precision={0}
      value={value}
      suffix={t('report.days')}
      onChange={(next) => {
        if (typeof next === 'number') onChange(next);
      }}
    />
  );
}
