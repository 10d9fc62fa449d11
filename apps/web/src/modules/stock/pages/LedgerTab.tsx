import { Empty, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { type LedgerRow, STOCK_REPORT_API, useGoodsWithStock } from '../report-api';
import { ReportFilter, useWarehouseOptions } from './ReportTabs';
import { ledgerFields } from './report-fields';

/** Whose ledger to show: a goods (with its label for the picker) and, from a balance row, its warehouse. */
export type LedgerTarget = { goodsId: string; label: string; warehouseId?: string };

type Order = 'desc' | 'asc';

/** One goods' moves with the running balance after each, newest or oldest first. */
export function LedgerTab({
  target,
  onTarget,
}: {
  target: LedgerTarget | null;
  onTarget: (next: LedgerTarget) => void;
}) {
  const { t } = useTranslation('stock');
  const [text, setText] = useState('');
  const [order, setOrder] = useState<Order>('desc');
  const goods = useGoodsWithStock(text);
  const options = [
    ...(target && !goods.data?.some((option) => option.value === target.goodsId)
      ? [{ value: target.goodsId, label: target.label }]
      : []),
    ...(goods.data ?? []),
  ];
  const config: CrudConfig<LedgerRow> = {
    code: 'stock_report',
    layoutCode: 'stock_report-ledger',
    title: target ? t('report.ledgerOf', { goods: target.label }) : t('report.tabs.ledger'),
    entity: t('report.move'),
    api: { list: `${STOCK_REPORT_API}/ledger` },
    fields: ledgerFields(t, useWarehouseOptions()),
  };
  return (
    <ReportFilter label={t('report.goods')}>
      <Space wrap>
        <Select
          showSearch={{ filterOption: false, onSearch: setText }}
          aria-label={t('report.goods')}
          placeholder={t('report.chooseGoods')}
          style={{ minWidth: 240, maxWidth: '100%' }}
          loading={goods.isFetching}
          value={target?.goodsId}
          options={options}
          onChange={(goodsId: string) =>
            onTarget({ goodsId, label: options.find((option) => option.value === goodsId)?.label ?? goodsId })
          }
        />
        <Segmented<Order>
          value={order}
          onChange={setOrder}
          options={[
            { value: 'desc', label: t('report.newestFirst') },
            { value: 'asc', label: t('report.oldestFirst') },
          ]}
        />
      </Space>
      {target ? (
        <CrudPage
          key={`${target.goodsId}-${target.warehouseId ?? ''}`}
          config={config}
          filter={{ goodsId: target.goodsId, warehouseId_equal: target.warehouseId, order }}
        />
      ) : (
        <Empty description={t('report.chooseGoodsHint')} />
      )}
    </ReportFilter>
  );
}
