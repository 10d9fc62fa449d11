import type { Page } from '@smdp/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../../lib/http';
import { useWarehouseChoices } from '../api';
import { COUNT_DIFFERENCES_API, type CountDifference } from '../check-api';

/** The lines of posted checks: book, counted, difference and its value, by warehouse and posting date. */
export function CountDifferences() {
  const { t } = useTranslation('stockCheck');
  const warehouses = useWarehouseChoices();
  const [warehouseId, setWarehouseId] = useState<string>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState({ current: 1, size: 20 });
  const query = {
    current: page.current,
    size: page.size,
    ...(warehouseId ? { warehouseId } : {}),
    ...(range?.[0] ? { dateFrom: range[0].format('YYYY-MM-DD') } : {}),
    ...(range?.[1] ? { dateTo: range[1].format('YYYY-MM-DD') } : {}),
  };
  const rows = useQuery({
    queryKey: ['stock', 'check', 'differences', query],
    queryFn: () => get<Page<CountDifference>>(COUNT_DIFFERENCES_API, query),
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          allowClear
          aria-label={t('warehouse')}
          placeholder={t('warehouse')}
          style={{ minWidth: 200 }}
          value={warehouseId}
          onChange={(value) => {
            setWarehouseId(value);
            setPage((p) => ({ ...p, current: 1 }));
          }}
          options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))}
        />
        <DatePicker.RangePicker
          aria-label={t('postingDate')}
          value={range}
          onChange={(value) => {
            setRange(value);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
      </Space>
      <Table
        size="small"
        rowKey="lineId"
        loading={rows.isLoading}
        scroll={{ x: 'max-content' }}
        dataSource={rows.data?.records ?? []}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: rows.data?.total ?? 0,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { title: t('postingDate'), dataIndex: 'postingDate' },
          { title: t('taskNo'), dataIndex: 'taskNo' },
          { title: t('adjustment'), dataIndex: 'adjustmentNo' },
          { title: t('warehouse'), dataIndex: 'warehouseCode' },
          { title: t('goods'), key: 'goods', render: (_, row) => `${row.sku} ${row.goodsName}` },
          { title: t('batchNo'), dataIndex: 'batchNo' },
          { title: t('bookQty'), dataIndex: 'bookQty' },
          { title: t('countedQty'), dataIndex: 'countedQty' },
          { title: t('diffQty'), dataIndex: 'diffQty' },
          { title: t('diffValue'), dataIndex: 'diffValue' },
          { title: t('reason'), dataIndex: 'reason' },
        ]}
      />
    </Space>
  );
}
