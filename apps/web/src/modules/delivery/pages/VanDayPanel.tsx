import { Button, Card, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeVanDay,
  lineOf,
  loadVan,
  sellFromVan,
  useParties,
  useVanWarehouses,
  useWarehouseStock,
  type VanDay,
  type VanStockLine,
} from '../api';

type CountRow = {
  goodsId: string;
  sku: string;
  goodsName: string;
  batchNo: string;
  bookQty: string;
  countedQty?: string;
  diffQty?: string;
};

const keyOf = (line: { goodsId: string; batchNo: string }) => `${line.goodsId}|${line.batchNo}`;
const labelOf = (line: VanStockLine) =>
  `${line.sku} ${line.goodsName}${line.batchNo ? ` (${line.batchNo})` : ''} · ${line.onHand} ${line.unit}`;

/** A van's day: load from a warehouse, sell to a buyer, then count and unload; each step through the stock ledger. */
export function VanDayPanel({ day, onChange }: { day: VanDay; onChange: (day: VanDay) => void }) {
  const { t } = useTranslation('delivery');
  const warehouses = useVanWarehouses(day.vehicleId);
  const parties = useParties(day.vehicleId);
  const [fromId, setFromId] = useState<string>();
  const source = useWarehouseStock(fromId);
  const [loadKey, setLoadKey] = useState<string>();
  const [loadQty, setLoadQty] = useState('');
  const [partyId, setPartyId] = useState<string>();
  const [sellKey, setSellKey] = useState<string>();
  const [sellQty, setSellQty] = useState('');
  const [returnId, setReturnId] = useState<string>();
  const [counted, setCounted] = useState<Record<string, string>>({});
  const open = day.state === 'OPEN';
  const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }));

  const load = async () => {
    const line = source.data?.find((one) => keyOf(one) === loadKey);
    if (!fromId || !line || !loadQty) return;
    onChange(await loadVan(day, fromId, [lineOf(line, loadQty)]));
    setLoadQty('');
    await source.refetch();
  };
  const sell = async () => {
    const line = day.stock.find((one) => keyOf(one) === sellKey);
    if (!partyId || !line || !sellQty) return;
    onChange(await sellFromVan(day, partyId, [lineOf(line, sellQty)]));
    setSellQty('');
  };
  const close = async () => {
    if (!returnId) return;
    const counts = day.stock.map((line) => ({
      goodsId: line.goodsId,
      batchNo: line.batchNo || null,
      countedQty: counted[keyOf(line)] ?? line.onHand,
    }));
    onChange(await closeVanDay(day, returnId, counts));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="van-day">
      <Space wrap>
        <strong>{day.dayNo}</strong>
        <Tag color={open ? 'blue' : 'green'} data-testid="van-day-state">
          {t(`vanStates.${day.state}`)}
        </Tag>
      </Space>
      {open && (
        <Card size="small" title={t('load')}>
          <Space wrap>
            <Select
              data-testid="van-load-from"
              style={{ minWidth: 180 }}
              placeholder={t('fromWarehouse')}
              value={fromId}
              onChange={setFromId}
              options={warehouseOptions}
            />
            <Select
              data-testid="van-load-goods"
              style={{ minWidth: 220, maxWidth: '100%' }}
              placeholder={t('goods')}
              value={loadKey}
              onChange={setLoadKey}
              showSearch
              optionFilterProp="label"
              options={(source.data ?? []).map((line) => ({ value: keyOf(line), label: labelOf(line) }))}
            />
            <Input
              data-testid="van-load-qty"
              style={{ width: 90 }}
              inputMode="decimal"
              placeholder={t('qty')}
              value={loadQty}
              onChange={(e) => setLoadQty(e.target.value)}
            />
            <Button type="primary" data-testid="van-load" onClick={load}>
              {t('load')}
            </Button>
          </Space>
        </Card>
      )}
      {open && (
        <Card size="small" title={t('sell')}>
          <Space wrap>
            <Select
              data-testid="van-sell-party"
              style={{ minWidth: 200, maxWidth: '100%' }}
              placeholder={t('party')}
              value={partyId}
              onChange={setPartyId}
              showSearch
              optionFilterProp="label"
              options={(parties.data ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
            />
            <Select
              data-testid="van-sell-goods"
              style={{ minWidth: 220, maxWidth: '100%' }}
              placeholder={t('goods')}
              value={sellKey}
              onChange={setSellKey}
              options={day.stock.map((line) => ({ value: keyOf(line), label: labelOf(line) }))}
            />
            <Input
              data-testid="van-sell-qty"
              style={{ width: 90 }}
              inputMode="decimal"
              placeholder={t('qty')}
              value={sellQty}
              onChange={(e) => setSellQty(e.target.value)}
            />
            <Button type="primary" data-testid="van-sell" onClick={sell}>
              {t('sell')}
            </Button>
          </Space>
        </Card>
      )}
      <Card size="small" title={open ? t('countAndUnload') : t('count')}>
        <Table<CountRow>
          rowKey={(line) => keyOf(line)}
          size="small"
          pagination={false}
          scroll={{ x: 480 }}
          dataSource={open ? day.stock.map((line): CountRow => ({ ...line, bookQty: line.onHand })) : day.counts}
          columns={[
            { title: t('goods'), key: 'goods', render: (_, line) => `${line.sku} ${line.goodsName}` },
            { title: t('book'), dataIndex: 'bookQty', width: 90 },
            {
              title: t('counted'),
              key: 'counted',
              width: 110,
              render: (_, line) =>
                open ? (
                  <Input
                    data-testid={`van-count-${line.sku}`}
                    inputMode="decimal"
                    value={counted[keyOf(line)] ?? line.bookQty}
                    onChange={(e) => setCounted({ ...counted, [keyOf(line)]: e.target.value })}
                  />
                ) : (
                  line.countedQty
                ),
            },
            ...(open ? [] : [{ title: t('diff'), dataIndex: 'diffQty', width: 90 }]),
          ]}
        />
        {open && (
          <Space wrap style={{ marginTop: 8 }}>
            <Select
              data-testid="van-return-to"
              style={{ minWidth: 180 }}
              placeholder={t('returnWarehouse')}
              value={returnId}
              onChange={setReturnId}
              options={warehouseOptions}
            />
            <Button danger data-testid="van-close" onClick={close}>
              {t('closeDay')}
            </Button>
          </Space>
        )}
      </Card>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 480 }}
        dataSource={day.moves}
        columns={[
          { title: t('move'), dataIndex: 'kind', render: (kind: string) => t(`moves.${kind}`) },
          { title: t('voucher'), dataIndex: 'voucherNo' },
          { title: t('party'), dataIndex: 'partyName' },
          {
            title: t('lines'),
            key: 'lines',
            render: (_, move) => move.lines.map((line) => `${line.sku} ${line.qty}`).join(', '),
          },
        ]}
      />
    </Space>
  );
}
