import { Checkbox, DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import { type AgeingRow, type InOutRow, type ProjectedRow, STOCK_REPORT_API } from '../report-api';
import { ReportFilter, reportConfig, useWarehouseOptions } from './ReportTabs';
import { ageingFields, inOutFields, projectedFields } from './report-fields';

/** Ageing, projected stock, and moves by voucher type: lists over one report call each, exported as listed. */

export function AgeingTab() {
  const { t } = useTranslation('stock');
  const [asOf, setAsOf] = useState<Dayjs>(dayjs());
  const config = reportConfig<AgeingRow>({
    layoutCode: 'stock_report-ageing',
    title: t('report.tabs.ageing'),
    entity: t('report.entity'),
    api: { list: `${STOCK_REPORT_API}/ageing` },
    fields: ageingFields(t, useWarehouseOptions()),
  });
  return (
    <ReportFilter label={t('report.ageing.asOf')}>
      <DatePicker
        aria-label={t('report.ageing.asOf')}
        allowClear={false}
        value={asOf}
        onChange={(value) => {
          if (value) setAsOf(value);
        }}
      />
      <CrudPage config={config} filter={{ asOf: asOf.format('YYYY-MM-DD') }} />
    </ReportFilter>
  );
}

export function ProjectedTab() {
  const { t } = useTranslation('stock');
  const config = reportConfig<ProjectedRow>({
    layoutCode: 'stock_report-projected',
    title: t('report.tabs.projected'),
    entity: t('report.entity'),
    api: { list: `${STOCK_REPORT_API}/projected` },
    fields: projectedFields(t, useWarehouseOptions()),
  });
  return <CrudPage config={config} />;
}

export function InOutTab() {
  const { t } = useTranslation('stock');
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>([dayjs().startOf('month'), dayjs()]);
  const [byGoods, setByGoods] = useState(false);
  const config = reportConfig<InOutRow>({
    layoutCode: 'stock_report-in-out',
    title: t('report.tabs.inOut'),
    entity: t('report.entity'),
    api: { list: `${STOCK_REPORT_API}/in-out-by-type` },
    fields: inOutFields(t, useWarehouseOptions()),
  });
  const filter = {
    from: period[0].format('YYYY-MM-DD'),
    to: period[1].format('YYYY-MM-DD'),
    byGoods: byGoods ? '1' : '0',
  };
  return (
    <ReportFilter label={t('report.period')}>
      <Space wrap>
        <DatePicker.RangePicker
          aria-label={t('report.period')}
          allowClear={false}
          value={period}
          onChange={(range) => {
            const [from, to] = range ?? [];
            if (from && to) setPeriod([from, to]);
          }}
        />
        <Checkbox checked={byGoods} onChange={(event) => setByGoods(event.target.checked)}>
          {t('report.inOut.byGoods')}
        </Checkbox>
      </Space>
      <CrudPage config={config} filter={filter} />
    </ReportFilter>
  );
}
