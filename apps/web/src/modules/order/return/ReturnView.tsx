import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Input, InputNumber, Modal, message, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/document/StatusTag';
import { Timeline } from '../../../components/document/Timeline';
import {
  moveReturn,
  type ReturnAction,
  type ReturnDetail,
  type ReturnStateName,
  receiveReturn,
  returnKeys,
} from './api';

export const RETURN_STATE_COLORS: Record<ReturnStateName, string> = {
  DRAFT: 'default',
  SUBMITTED: 'gold',
  APPROVED: 'blue',
  REJECTED: 'red',
  RETURN_SHIPPED: 'cyan',
  RECEIVED: 'purple',
  REFUNDED: 'green',
  CANCELLED: 'red',
};

type Counted = Record<string, { accepted: string; damaged: string }>;

/** A return: header, lines with shipped/accepted/damaged/refund, the refund per part, its buttons and history. */
export function ReturnView({ ret, onChanged }: { ret: ReturnDetail; onChanged: (ret: ReturnDetail) => void }) {
  const { t } = useTranslation('orderReturn');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [receiving, setReceiving] = useState(false);
  const [counted, setCounted] = useState<Counted>({});
  const state = ret.state as ReturnStateName;

  async function run(work: () => Promise<ReturnDetail>) {
    setBusy(true);
    try {
      const next = await work();
      message.success(t('done'));
      await client.invalidateQueries({ queryKey: returnKeys.all });
      onChanged(next);
    } catch {
      // the http layer shows the server's translated refusal; nothing changed
    } finally {
      setBusy(false);
    }
  }

  const act = (action: ReturnAction) => {
    if (action === 'reject') {
      setReason('');
      setRejecting(true);
    } else if (action === 'receive') {
      setCounted(Object.fromEntries(ret.lines.map((line) => [line.id, { accepted: line.qtyDelivered, damaged: '0' }])));
      setReceiving(true);
    } else {
      void run(() => moveReturn(action, ret));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label={t('state')}>
          <StatusTag state={state} colors={RETURN_STATE_COLORS} label={t(`states.${state}`)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('original')}>{ret.returnOfOrderNo ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('buyer')}>{ret.buyerName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('seller')}>{ret.sellerName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('receivingWarehouse')}>{ret.shipFromWarehouseName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('reason')}>{ret.returnReason ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('requested')}>{ret.payForm.totalAmount}</Descriptions.Item>
        <Descriptions.Item label={t('refundPlanned')}>{ret.payForm.actualTotalAmount}</Descriptions.Item>
        <Descriptions.Item label={t('refund')}>
          {`${ret.refundAmount} (${t('cash')} ${ret.refund.cash} · ${t('rebate')} ${ret.refund.rebate} · ${t('credit')} ${ret.refund.credit})`}
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={ret.lines}
        columns={[
          { title: '#', dataIndex: 'lineNo', width: 40 },
          { title: t('goods'), key: 'goods', render: (_, line) => `${line.sku} ${line.goodsName}` },
          { title: t('unit'), dataIndex: 'unit' },
          { title: t('batchNo'), dataIndex: 'batchNo' },
          { title: t('qty'), dataIndex: 'qty' },
          { title: t('unitPrice'), dataIndex: 'unitPrice' },
          { title: t('originalPrice'), dataIndex: 'originalUnitPrice' },
          { title: t('shipped'), dataIndex: 'qtyDelivered' },
          { title: t('accepted'), dataIndex: 'acceptedQty' },
          { title: t('damaged'), dataIndex: 'damagedQty' },
          { title: t('lineRefund'), dataIndex: 'refundAmount' },
        ]}
      />
      <Space wrap>
        {(ret.actions as ReturnAction[]).map((action) => (
          <Button
            key={action}
            size="small"
            loading={busy}
            danger={action === 'cancel' || action === 'reject'}
            onClick={() => act(action)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Space>
      <Typography.Title level={5}>{t('history')}</Typography.Title>
      <Timeline
        entries={ret.timeline}
        actionLabel={(action) => t(`actions.${action}`, { defaultValue: action })}
        stateLabel={(value) => t(`states.${value}`, { defaultValue: value })}
        empty={t('historyEmpty')}
      />

      <Modal
        open={rejecting}
        title={t('rejectTitle')}
        onCancel={() => setRejecting(false)}
        okButtonProps={{ disabled: !reason.trim() }}
        onOk={() => {
          setRejecting(false);
          void run(() => moveReturn('reject', ret, reason.trim()));
        }}
      >
        <Input.TextArea
          aria-label={t('rejectReason')}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>

      <Modal
        open={receiving}
        width={760}
        title={t('receiveTitle')}
        onCancel={() => setReceiving(false)}
        onOk={() => {
          setReceiving(false);
          void run(() =>
            receiveReturn({
              id: ret.id,
              version: ret.version,
              lines: ret.lines.map((line) => ({
                lineId: line.id,
                acceptedQty: counted[line.id]?.accepted ?? '0',
                damagedQty: counted[line.id]?.damaged ?? '0',
              })),
            }),
          );
        }}
      >
        <Typography.Paragraph type="secondary">{t('receiveHint')}</Typography.Paragraph>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={ret.lines}
          columns={[
            { title: t('goods'), key: 'goods', render: (_, line) => `${line.sku} ${line.goodsName}` },
            { title: t('shipped'), dataIndex: 'qtyDelivered' },
            {
              title: t('accepted'),
              key: 'accepted',
              render: (_, line) => (
                <InputNumber
                  size="small"
                  min="0"
                  max={line.qtyDelivered}
                  stringMode
                  aria-label={`${t('accepted')} ${line.goodsName}`}
                  value={counted[line.id]?.accepted}
                  onChange={(value) =>
                    setCounted((all) => ({
                      ...all,
                      [line.id]: { damaged: all[line.id]?.damaged ?? '0', accepted: value ? String(value) : '0' },
                    }))
                  }
                />
              ),
            },
            {
              title: t('damaged'),
              key: 'damaged',
              render: (_, line) => (
                <InputNumber
                  size="small"
                  min="0"
                  stringMode
                  aria-label={`${t('damaged')} ${line.goodsName}`}
                  value={counted[line.id]?.damaged}
                  onChange={(value) =>
                    setCounted((all) => ({
                      ...all,
                      [line.id]: { accepted: all[line.id]?.accepted ?? '0', damaged: value ? String(value) : '0' },
                    }))
                  }
                />
              ),
            },
          ]}
        />
      </Modal>
    </Space>
  );
}
