import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Select, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveStop, type StopDraft, type StoreOption } from './api';

type Props = {
  stops: StopDraft[];
  onChange: (stops: StopDraft[]) => void;
  stores: readonly StoreOption[];
  /** A route's stops can be locked in place; a plan's visits cannot. */
  lockable: boolean;
  disabled?: boolean;
  /** Extra columns of a saved stop (address, coordinates). */
  extra?: ColumnsType<StopDraft>;
};

/** Stores in sequence: add one, move up or down (locked ones stay), set minutes, lock, remove. */
export function StopsEditor({ stops, onChange, stores, lockable, disabled, extra = [] }: Props) {
  const { t } = useTranslation('field');
  const [adding, setAdding] = useState<string | undefined>();
  const taken = new Set(stops.map((stop) => stop.storePartyId));
  const change = (index: number, patch: Partial<StopDraft>) =>
    onChange(stops.map((stop, at) => (at === index ? { ...stop, ...patch } : stop)));
  const add = () => {
    const store = stores.find((candidate) => candidate.id === adding);
    if (!store) return;
    onChange([
      ...stops,
      { storePartyId: store.id, plannedMinutes: 15, locked: false, label: `${store.code} ${store.name}` },
    ]);
    setAdding(undefined);
  };

  const columns: ColumnsType<StopDraft> = [
    { key: 'seq', title: t('route.seq'), width: 60, render: (_: unknown, __: StopDraft, index: number) => index + 1 },
    { key: 'store', title: t('route.store'), dataIndex: 'label' },
    ...extra,
    {
      key: 'minutes',
      title: t('route.plannedMinutes'),
      render: (_: unknown, stop: StopDraft, index: number) => (
        <InputNumber
          aria-label={t('route.plannedMinutesOf', { store: stop.label })}
          size="small"
          min={1}
          max={480}
          disabled={disabled}
          value={stop.plannedMinutes}
          onChange={(value) => change(index, { plannedMinutes: Number(value ?? 15) })}
        />
      ),
    },
    ...(lockable
      ? [
          {
            key: 'locked',
            title: t('route.locked'),
            render: (_: unknown, stop: StopDraft, index: number) => (
              <Switch
                aria-label={t('route.lockOf', { store: stop.label })}
                size="small"
                disabled={disabled}
                checked={stop.locked}
                onChange={(locked) => change(index, { locked })}
              />
            ),
          },
        ]
      : []),
    {
      key: 'move',
      title: t('route.order'),
      render: (_: unknown, stop: StopDraft, index: number) => (
        <Flex gap={4}>
          <Button
            size="small"
            aria-label={t('route.moveUp', { store: stop.label })}
            icon={<ArrowUpOutlined />}
            disabled={disabled || index === 0}
            onClick={() => onChange(moveStop(stops, index, -1))}
          />
          <Button
            size="small"
            aria-label={t('route.moveDown', { store: stop.label })}
            icon={<ArrowDownOutlined />}
            disabled={disabled || index === stops.length - 1}
            onClick={() => onChange(moveStop(stops, index, 1))}
          />
          <Button
            size="small"
            danger
            aria-label={t('route.removeStop', { store: stop.label })}
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => onChange(stops.filter((_, at) => at !== index))}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap="small">
      <Table
        rowKey="storePartyId"
        size="small"
        pagination={false}
        dataSource={stops}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('route.noStops') }}
      />
      {disabled ? null : (
        <Flex gap="small" wrap>
          <Select
            aria-label={t('route.addStore')}
            placeholder={t('route.addStore')}
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 260 }}
            value={adding}
            onChange={setAdding}
            options={stores
              .filter((store) => !taken.has(store.id))
              .map((store) => ({ value: store.id, label: `${store.code} ${store.name}` }))}
          />
          <Button onClick={add} disabled={!adding}>
            {t('route.add')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
