import { Button, InputNumber, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DocumentDetail,
  documentHistory,
  lineColumns,
  ReasonDialog,
  useDocumentRun,
} from '../../../components/document/DocumentDetail';
import { StatusTag } from '../../../components/document/StatusTag';
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
  const { busy, run } = useDocumentRun<ReturnDetail>(returnKeys.all, t('done'), onChanged);
  const [rejecting, setRejecting] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [counted, setCounted] = useState<Counted>({});
  const state = ret.state as ReturnStateName;

  const act = (action: ReturnAction) => {
    if (action === 'reject') {
      setRejecting(true);
    } else if (action === 'receive') {
      setCounted(Object.fromEntries(ret.lines.map((line) => [line.id, { accepted: line.qtyDelivered, damaged: '0' }])));
      setReceiving(true);
    } else {
      void run(() => moveReturn(action, ret));
    }
  };

  return (
    <DocumentDetail
      header={[
        {
          key: 'state',
          label: t('state'),
          children: <StatusTag state={state} colors={RETURN_STATE_COLORS} label={t(`states.${state}`)} />,
        },
        { key: 'original', label: t('original'), children: ret.returnOfOrderNo ?? '' },
        { key: 'buyer', label: t('buyer'), children: ret.buyerName ?? '' },
        { key: 'seller', label: t('seller'), children: ret.sellerName ?? '' },
        { key: 'receivingWarehouse', label: t('receivingWarehouse'), children: ret.shipFromWarehouseName ?? '' },
        { key: 'reason', label: t('reason'), children: ret.returnReason ?? '' },
        { key: 'requested', label: t('requested'), children: ret.payForm.totalAmount },
        { key: 'refundPlanned', label: t('refundPlanned'), children: ret.payForm.actualTotalAmount },
        {
          key: 'refund',
          label: t('refund'),
          children: `${ret.refundAmount} (${t('cash')} ${ret.refund.cash} · ${t('rebate')} ${ret.refund.rebate} · ${t('credit')} ${ret.refund.credit})`,
        },
      ]}
      lines={{
        rows: ret.lines,
        columns: [
          ...lineColumns<ReturnDetail['lines'][number]>(t('goods')),
          { title: t('unit'), dataIndex: 'unit' },
          { title: t('batchNo'), dataIndex: 'batchNo' },
          { title: t('qty'), dataIndex: 'qty' },
          { title: t('unitPrice'), dataIndex: 'unitPrice' },
          { title: t('originalPrice'), dataIndex: 'originalUnitPrice' },
          { title: t('shipped'), dataIndex: 'qtyDelivered' },
          { title: t('accepted'), dataIndex: 'acceptedQty' },
          { title: t('damaged'), dataIndex: 'damagedQty' },
          { title: t('lineRefund'), dataIndex: 'refundAmount' },
        ],
      }}
      actions={
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
      }
      history={documentHistory(t, ret.timeline)}
    >
      <ReasonDialog
        open={rejecting}
        title={t('rejectTitle')}
        label={t('rejectReason')}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) => {
          setRejecting(false);
          void run(() => moveReturn('reject', ret, reason));
        }}
      />

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
    </DocumentDetail>
  );
}
