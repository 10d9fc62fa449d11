import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../components/Perm';
import { openPdf } from '../../lib/child-window';
import { PICKUP_STATE_COLORS, type PickupTicket, pickupCodes, pickupKeys, slipLink, usePickupTickets } from './api';
import { IssueTicketDialog } from './IssueTicketDialog';

const COLLECTABLE: readonly string[] = ['APPROVED', 'PARTIALLY_SHIPPED'];

/**
 * The pick-up tickets of a pick-up order on its detail page: who collects, in which state, the slip;
 * and, once the order is approved, the button that texts a new code to the picker.
 */
export function OrderPickups({
  order,
  onChanged,
}: {
  order: { id: string; docNo: string; state: string };
  onChanged: () => void;
}) {
  const { t } = useTranslation('pickup');
  const client = useQueryClient();
  const mayIssue = usePermission(pickupCodes.add);
  const tickets = usePickupTickets({ orderId: order.id, size: 50 });
  const [issuing, setIssuing] = useState(false);

  const openSlip = async (ticket: PickupTicket) => openPdf((await slipLink(ticket.id)).url);

  return (
    <Card
      size="small"
      title={t('orderTitle')}
      extra={
        mayIssue && COLLECTABLE.includes(order.state) ? (
          <Button size="small" type="primary" onClick={() => setIssuing(true)}>
            {t('issue')}
          </Button>
        ) : null
      }
    >
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        loading={tickets.isLoading}
        dataSource={tickets.data?.records ?? []}
        locale={{ emptyText: t('noTickets') }}
        columns={[
          { key: 'ticketNo', title: t('ticketNo'), dataIndex: 'ticketNo' },
          {
            key: 'state',
            title: t('state'),
            dataIndex: 'state',
            render: (state: PickupTicket['state']) => (
              <Tag color={PICKUP_STATE_COLORS[state]}>{t(`states.${state}`)}</Tag>
            ),
          },
          { key: 'picker', title: t('picker'), render: (_: unknown, row) => `${row.pickerName} ${row.pickerMobile}` },
          {
            key: 'expires',
            title: t('expiresAt'),
            dataIndex: 'expiresAt',
            render: (at: string) => new Date(at).toLocaleString(),
          },
          {
            key: 'slip',
            title: t('actions'),
            render: (_: unknown, row) => (
              <Typography.Link onClick={() => void openSlip(row).catch(() => undefined)}>{t('slip')}</Typography.Link>
            ),
          },
        ]}
      />
      {issuing ? (
        <IssueTicketDialog
          orderId={order.id}
          orderNo={order.docNo}
          onClose={() => setIssuing(false)}
          onIssued={() => {
            setIssuing(false);
            void client.invalidateQueries({ queryKey: pickupKeys.all });
            onChanged();
          }}
        />
      ) : null}
    </Card>
  );
}
