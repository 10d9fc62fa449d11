import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Input, InputNumber, Modal, message, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusTag } from '../../../components/document/StatusTag';
import { Timeline } from '../../../components/document/Timeline';
import { usePermission } from '../../../components/Perm';
import { openStandalone, useChildMessages } from '../../../lib/child-window';
import { formatMoney } from '../../../lib/money';
import { OrderPickups } from '../../pickup/OrderPickups';
import { moveOrder, orderKeys, shipOrder, submitOrder } from '../api';
import { subQty } from '../money';
import { openReturnNew, returnCodes } from '../return/api';
import { type Order, type OrderAction, type OrderState, orderMachine } from '../types';

/** An order whose delivered goods can come back: the return window pre-fills what is returnable. */
const RETURNABLE: readonly string[] = ['PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'CLOSED'];

import { PayFormFigures } from './PayFormFigures';

export const STATE_COLORS: Record<OrderState, string> = {
  DRAFT: 'default',
  SUBMITTED: 'gold',
  ON_HOLD: 'orange',
  APPROVED: 'blue',
  REJECTED: 'red',
  CANCELLED: 'red',
  PARTIALLY_SHIPPED: 'cyan',
  SHIPPED: 'geekblue',
  COMPLETED: 'green',
  CLOSED: 'purple',
};

const DANGER: readonly string[] = ['reject', 'cancel', 'shortClose'];
/**
 * The buttons of this page: every machine action but `complete`, which the buyer takes by confirming
 * the receipt of the shipment (its outbound's window), not by a call on the order.
 */
const isMachineAction = (action: string): action is OrderAction =>
  action in orderMachine.actions && action !== 'complete';

type Props = {
  order: Order;
  /** After any change (a child window tells its opener and closes). */
  onChanged?: (order: Order) => void;
};

/**
 * One order (domain.md §4 order detail): header and status chips, lines with ordered, delivered,
 * received and returned quantities, the payment breakdown, linked documents, the timeline, and the
 * buttons of the actions the server says the caller may take now.
 */
export function OrderView({ order, onChanged }: Props) {
  const { t } = useTranslation('order');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [reasonFor, setReasonFor] = useState<OrderAction | null>(null);
  const [reason, setReason] = useState('');
  /** While the ship dialog is open: what ships of each open line, by line number. */
  const [shipping, setShipping] = useState<Record<number, string> | null>(null);

  // A child window (a shipment's receipt, say) changed something this order shows.
  useChildMessages(() => void client.invalidateQueries({ queryKey: orderKeys.all }));

  async function run(action: OrderAction, remark?: string, lines?: { lineNo: number; qty: string }[]) {
    setBusy(true);
    try {
      const moved =
        action === 'submit'
          ? await submitOrder(order, order.payForm)
          : action === 'ship'
            ? await shipOrder(order, lines)
            : await moveOrder(action, order, remark);
      message.success(t('detail.done', { action: t(`actions.${action}`), state: t(`states.${moved.state}`) }));
      await client.invalidateQueries({ queryKey: orderKeys.all });
      onChanged?.(moved);
    } catch {
      // The http layer shows the server's translated refusal; nothing changed.
    } finally {
      setBusy(false);
    }
  }

  const openLines = order.lines.filter((line) => Number(subQty(line.qty, line.qtyDelivered)) > 0);
  const act = (action: OrderAction) => {
    if (action === 'ship') {
      setShipping(Object.fromEntries(openLines.map((line) => [line.lineNo, subQty(line.qty, line.qtyDelivered)])));
      return;
    }
    if (orderMachine.actions[action].remarkRequired || action === 'cancel') {
      setReason('');
      setReasonFor(action);
      return;
    }
    void run(action);
  };

  const actions = order.actions.filter(isMachineAction);
  const mayReturn = usePermission(returnCodes.add);
  const outbound = order.links.find((link) => link.type === 'outbound');

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <StatusTag state={order.state} colors={STATE_COLORS} label={t(`states.${order.state}`)} />
        <Tag>{t(`deliveryStatuses.${order.deliveryStatus}`)}</Tag>
        <Tag>{t(`paymentStatuses.${order.paymentStatus}`)}</Tag>
        {order.creditRequestStatus === 'REQUESTED' ? <Tag color="orange">{t('detail.creditRequested')}</Tag> : null}
      </Space>
      {order.holdReason ? (
        <Typography.Text type="warning">
          {t('detail.holdReason', {
            // CREDIT and OVERDUE are the submit's own holds; a manual hold keeps the controller's words.
            reason: t(`holdReasons.${order.holdReason}`, { defaultValue: order.holdReason }),
          })}
        </Typography.Text>
      ) : null}

      <Space wrap>
        {order.state === 'DRAFT' && actions.includes('submit') ? (
          <Button size="small" onClick={() => navigate(`/sales/purchase?draftId=${order.id}`)}>
            {t('detail.editDraft')}
          </Button>
        ) : null}
        {actions.map((action) => (
          <Button
            key={action}
            size="small"
            type={action === 'approve' || action === 'submit' ? 'primary' : 'default'}
            danger={DANGER.includes(action)}
            loading={busy}
            onClick={() => act(action)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        {order.type === 'SALE' && RETURNABLE.includes(order.state) && mayReturn ? (
          <Button size="small" onClick={() => openReturnNew(order.id)}>
            {t('detail.nextReturn')}
          </Button>
        ) : null}
        {/* Only a PRIMARY order completes on the buyer's receipt; a store buying from a distributor has no sign-in to confirm it. */}
        {outbound &&
        order.channel === 'PRIMARY' &&
        (order.state === 'SHIPPED' || order.state === 'PARTIALLY_SHIPPED') ? (
          <Button size="small" onClick={() => openStandalone('customerOutboundDetail', { id: outbound.id })}>
            {t('detail.nextReceipt')}
          </Button>
        ) : null}
      </Space>

      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label={t('fields.docNo')}>{order.docNo}</Descriptions.Item>
        <Descriptions.Item label={t('fields.channel')}>{t(`channels.${order.channel}`)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.type')}>{t(`types.${order.type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.buyer')}>
          {[order.buyerCode, order.buyerName].filter(Boolean).join(' ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.seller')}>{order.sellerName ?? ''}</Descriptions.Item>
        {order.salespersonName ? (
          <Descriptions.Item label={t('fields.salesperson')}>{order.salespersonName}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('fields.warehouse')}>{order.shipFromWarehouseName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('fields.deliveryMethod')}>
          {t(`deliver.methods.${order.deliveryMethod}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.expectedDate')}>{order.expectedDate ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('fields.created')}>{String(order.createTime)}</Descriptions.Item>
        {order.shipTo ? <Descriptions.Item label={t('deliver.shipTo')}>{order.shipTo}</Descriptions.Item> : null}
        {order.remarks ? <Descriptions.Item label={t('purchase.remark')}>{order.remarks}</Descriptions.Item> : null}
      </Descriptions>

      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.lines}
        columns={[
          { title: '#', dataIndex: 'lineNo', width: 40 },
          {
            title: t('fields.goods'),
            key: 'goods',
            render: (_, line) => (
              <>
                {line.sku} {line.goodsName} {line.isGift ? <Tag color="magenta">{t('purchase.gift')}</Tag> : null}
              </>
            ),
          },
          { title: t('fields.unit'), dataIndex: 'unit' },
          { title: t('fields.ordered'), dataIndex: 'qty' },
          { title: t('fields.delivered'), dataIndex: 'qtyDelivered' },
          { title: t('fields.received'), dataIndex: 'qtyReceived' },
          { title: t('fields.returned'), dataIndex: 'qtyReturned' },
          { title: t('fields.unitPrice'), dataIndex: 'unitPrice', render: (value: string) => formatMoney(value) },
          { title: t('fields.discount'), dataIndex: 'discountAmount', render: (value: string) => formatMoney(value) },
          { title: t('fields.tax'), dataIndex: 'taxAmount', render: (value: string) => formatMoney(value) },
          { title: t('fields.net'), dataIndex: 'netAmount', render: (value: string) => formatMoney(value) },
        ]}
      />

      <Card size="small" title={t('pay.title')}>
        <PayFormFigures payForm={order.payForm} creditFrozen={order.creditFrozen} />
      </Card>

      <Card size="small" title={t('detail.links')}>
        {order.links.length ? (
          <Space wrap>
            {order.links.map((link) => (
              <Tag key={`${link.type}-${link.id}`}>
                {link.type === 'outbound' ? (
                  <Typography.Link onClick={() => navigate(`/customer-sales/outbound/detailView?id=${link.id}`)}>
                    {t(`links.${link.type}`)} {link.no}
                  </Typography.Link>
                ) : (
                  `${t(`links.${link.type}`)} ${link.no}`
                )}{' '}
                · {link.state}
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('detail.noLinks')}</Typography.Text>
        )}
      </Card>

      {order.deliveryMethod === 'PICKUP' && order.type === 'SALE' ? (
        <OrderPickups
          order={order}
          onChanged={() => void client.invalidateQueries({ queryKey: orderKeys.detail(order.id) })}
        />
      ) : null}

      <Card size="small" title={t('detail.timeline')}>
        <Timeline
          entries={order.timeline}
          actionLabel={(action) => t(`actions.${action}`, { defaultValue: action })}
          stateLabel={(state) => t(`states.${state}`, { defaultValue: state })}
          empty={t('detail.timelineEmpty')}
        />
      </Card>

      <Modal
        open={shipping !== null}
        title={t('ship.title')}
        okText={t('actions.ship')}
        okButtonProps={{ disabled: !Object.values(shipping ?? {}).some((qty) => Number(qty) > 0) }}
        onCancel={() => setShipping(null)}
        onOk={() => {
          const lines = Object.entries(shipping ?? {})
            .filter(([, qty]) => Number(qty) > 0)
            .map(([lineNo, qty]) => ({ lineNo: Number(lineNo), qty }));
          setShipping(null);
          void run('ship', undefined, lines);
        }}
      >
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={openLines}
          columns={[
            { title: '#', dataIndex: 'lineNo', width: 40 },
            { title: t('fields.goods'), key: 'goods', render: (_, line) => `${line.sku} ${line.goodsName}` },
            {
              title: t('ship.open'),
              key: 'open',
              render: (_, line) => `${subQty(line.qty, line.qtyDelivered)} ${line.unit}`,
            },
            {
              title: t('ship.qty'),
              key: 'qty',
              render: (_, line) => (
                <InputNumber<string>
                  aria-label={t('ship.qtyOf', { lineNo: line.lineNo })}
                  stringMode
                  min="0"
                  max={subQty(line.qty, line.qtyDelivered)}
                  precision={3}
                  value={shipping?.[line.lineNo]}
                  onChange={(qty) => setShipping((all) => ({ ...all, [line.lineNo]: qty ?? '0' }))}
                />
              ),
            },
          ]}
        />
      </Modal>

      <Modal
        open={reasonFor !== null}
        title={reasonFor ? t('detail.reasonTitle', { action: t(`actions.${reasonFor}`) }) : ''}
        onCancel={() => setReasonFor(null)}
        okText={reasonFor ? t(`actions.${reasonFor}`) : ''}
        okButtonProps={{
          danger: reasonFor ? DANGER.includes(reasonFor) : false,
          disabled: Boolean(reasonFor && orderMachine.actions[reasonFor].remarkRequired && !reason.trim()),
        }}
        onOk={() => {
          const action = reasonFor as OrderAction;
          setReasonFor(null);
          void run(action, reason.trim() || undefined);
        }}
      >
        <Input.TextArea
          aria-label={t('detail.reason')}
          placeholder={t('detail.reason')}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </Space>
  );
}
