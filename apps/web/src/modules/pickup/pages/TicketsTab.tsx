import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, message, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/Perm';
import {
  PICKUP_STATE_COLORS,
  type PickupTicket,
  pickupCodes,
  pickupKeys,
  revokeTicket,
  usePickupTickets,
} from '../api';

const STATES = Object.keys(PICKUP_STATE_COLORS) as PickupTicket['state'][];
const IN_USE: readonly string[] = ['ISSUED', 'VERIFIED'];

/** Every ticket the caller sees, newest first; one in use can be revoked with a reason. */
export function TicketsTab() {
  const { t } = useTranslation('pickup');
  const client = useQueryClient();
  const mayRevoke = usePermission(pickupCodes.add);
  const [filter, setFilter] = useState<{ ticketNo?: string; state?: PickupTicket['state'] }>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const tickets = usePickupTickets({ ...filter, ...page });

  const revoke = (ticket: PickupTicket) => {
    let reason = '';
    Modal.confirm({
      title: t('revokeTitle', { ticket: ticket.ticketNo }),
      content: (
        <Input.TextArea
          aria-label={t('reason')}
          rows={3}
          maxLength={500}
          onChange={(event) => {
            reason = event.target.value;
          }}
        />
      ),
      okText: t('revoke'),
      cancelText: t('cancel'),
      onOk: async () => {
        if (!reason.trim()) {
          message.error(t('reasonRequired'));
          throw new Error('reason required');
        }
        await revokeTicket(ticket.id, reason.trim());
        message.success(t('revoked'));
        await client.invalidateQueries({ queryKey: pickupKeys.all });
      },
    });
  };

  const columns: ColumnsType<PickupTicket> = [
    { key: 'ticketNo', title: t('ticketNo'), dataIndex: 'ticketNo', fixed: 'left' },
    {
      key: 'state',
      title: t('state'),
      dataIndex: 'state',
      render: (state: PickupTicket['state']) => <Tag color={PICKUP_STATE_COLORS[state]}>{t(`states.${state}`)}</Tag>,
    },
    { key: 'order', title: t('order'), dataIndex: 'orderNo' },
    { key: 'buyer', title: t('buyer'), dataIndex: 'buyerName' },
    { key: 'picker', title: t('picker'), render: (_: unknown, row) => `${row.pickerName} ${row.pickerMobile}` },
    {
      key: 'plate',
      title: t('vehiclePlate'),
      dataIndex: 'vehiclePlate',
      render: (plate: string | null) => plate ?? '—',
    },
    { key: 'warehouse', title: t('warehouse'), dataIndex: 'warehouseName' },
    {
      key: 'expires',
      title: t('expiresAt'),
      dataIndex: 'expiresAt',
      render: (at: string) => new Date(at).toLocaleString(),
    },
    ...(mayRevoke
      ? [
          {
            key: 'actions',
            title: t('actions'),
            render: (_: unknown, row: PickupTicket) =>
              IN_USE.includes(row.state) ? (
                <Button type="link" size="small" danger onClick={() => revoke(row)}>
                  {t('revoke')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        <Input.Search
          aria-label={t('ticketNo')}
          placeholder={t('ticketNo')}
          allowClear
          style={{ maxWidth: 240 }}
          onSearch={(value) => {
            setFilter((current) => ({ ...current, ticketNo: value.trim() || undefined }));
            setPage((current) => ({ ...current, current: 1 }));
          }}
        />
        <Select
          aria-label={t('state')}
          placeholder={t('state')}
          allowClear
          style={{ width: 160 }}
          options={STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
          onChange={(state?: PickupTicket['state']) => {
            setFilter((current) => ({ ...current, state }));
            setPage((current) => ({ ...current, current: 1 }));
          }}
        />
      </Flex>
      <Table
        rowKey="id"
        size="middle"
        loading={tickets.isLoading}
        dataSource={tickets.data?.records ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('noTickets') }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: tickets.data?.total ?? 0,
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
    </Flex>
  );
}
