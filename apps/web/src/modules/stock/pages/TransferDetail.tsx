import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Input, InputNumber, Modal, message, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/document/ActionButtons';
import { StatusTag } from '../../../components/document/StatusTag';
import { Timeline } from '../../../components/document/Timeline';
import { usePermissions } from '../../../lib/session';
import { stockKeys } from '../api';
import {
  moveTransfer,
  receiveTransfer,
  TRANSFER_MENU,
  type Transfer,
  type TransferState,
  transferCodes,
  transferMachine,
  useTransfer,
  useTransferTimeline,
} from '../transfer-api';
import { TRANSFER_STATE_COLORS } from './TransferPage';

type Props = { id: string; onClose: () => void; onEdit: (transfer: Transfer) => void; onChanged: () => void };

/** A transfer in a dialog: its header, lines, the buttons its machine offers, and its history. */
export function TransferDetail({ id, onClose, onEdit, onChanged }: Props) {
  const { t } = useTranslation('stockTransfer');
  const transfer = useTransfer(id);
  return (
    <Modal open width={1000} footer={null} onCancel={onClose} title={transfer.data?.voucherNo ?? t('entity')}>
      {transfer.data ? (
        <TransferView transfer={transfer.data} onEdit={onEdit} onChanged={onChanged} />
      ) : transfer.isError ? (
        <Alert type="error" title={t('notFound')} />
      ) : (
        <Typography.Text type="secondary">…</Typography.Text>
      )}
    </Modal>
  );
}

type Entered = Record<string, { qty?: string; reason?: string }>;

function TransferView({ transfer, onEdit, onChanged }: Omit<Props, 'id' | 'onClose'> & { transfer: Transfer }) {
  const { t } = useTranslation('stockTransfer');
  const client = useQueryClient();
  const codes = usePermissions((state) => state.codes);
  const timeline = useTransferTimeline(transfer.id);
  const [receiving, setReceiving] = useState<Entered | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      message.success(done);
      await client.invalidateQueries({ queryKey: stockKeys.all });
      onChanged();
    } catch {
      // The http layer shows the server's translated refusal; nothing changed.
    } finally {
      setBusy(false);
    }
  }

  const act = (action: string) => {
    if (action === 'receive') {
      setReceiving(Object.fromEntries(transfer.lines.map((line) => [line.id, { qty: line.qty }])));
      return;
    }
    void run(() => moveTransfer(action, transfer), t('done'));
  };

  const postReceipt = (entered: Entered) =>
    run(
      () =>
        receiveTransfer({
          id: transfer.id,
          version: transfer.version,
          lines: transfer.lines.map((line) => ({
            id: line.id,
            receivedQty: entered[line.id]?.qty ?? '0',
            diffReason: entered[line.id]?.reason || null,
          })),
        }).then(() => setReceiving(null)),
      t('received'),
    );

  const set = (lineId: string, patch: { qty?: string; reason?: string }) =>
    setReceiving((all) => all && { ...all, [lineId]: { ...all[lineId], ...patch } });
  const state = transfer.state as TransferState;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
        <Descriptions.Item label={t('state')}>
          <StatusTag state={state} colors={TRANSFER_STATE_COLORS} label={t(`states.${state}`)} />
        </Descriptions.Item>
        <Descriptions.Item
          label={t('from')}
        >{`${transfer.fromWarehouseCode} ${transfer.fromWarehouseName}`}</Descriptions.Item>
        <Descriptions.Item
          label={t('to')}
        >{`${transfer.toWarehouseCode} ${transfer.toWarehouseName}`}</Descriptions.Item>
        <Descriptions.Item label={t('shipDate')}>{transfer.shipDate ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('receiveDate')}>{transfer.receiveDate ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('remark')}>{transfer.remark ?? ''}</Descriptions.Item>
      </Descriptions>

      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={transfer.lines}
        columns={[
          { title: '#', dataIndex: 'lineNo', width: 40 },
          { title: t('goods'), key: 'goods', render: (_, line) => `${line.sku} ${line.goodsName}` },
          { title: t('unit'), dataIndex: 'unit' },
          { title: t('qty'), dataIndex: 'qty' },
          { title: t('batchNo'), dataIndex: 'batchNo' },
          {
            title: t('receivedQty'),
            key: 'receivedQty',
            render: (_, line) =>
              receiving ? (
                <InputNumber<string>
                  aria-label={`${t('receivedQty')} ${line.lineNo}`}
                  stringMode
                  min="0"
                  max={line.qty}
                  precision={3}
                  value={receiving[line.id]?.qty}
                  onChange={(qty) => set(line.id, { qty: qty ?? undefined })}
                />
              ) : (
                (line.receivedQty ?? '')
              ),
          },
          { title: t('shortageQty'), dataIndex: 'shortageQty' },
          {
            title: t('diffReason'),
            key: 'diffReason',
            render: (_, line) => {
              if (!receiving) return line.diffReason ?? '';
              const short = Number(receiving[line.id]?.qty ?? 0) < Number(line.qty);
              return short ? (
                <Input
                  aria-label={`${t('diffReason')} ${line.lineNo}`}
                  status={receiving[line.id]?.reason ? undefined : 'warning'}
                  maxLength={200}
                  value={receiving[line.id]?.reason}
                  onChange={(event) => set(line.id, { reason: event.target.value })}
                />
              ) : null;
            },
          },
        ]}
      />

      <Space wrap>
        {receiving ? (
          <>
            <Button type="primary" loading={busy} onClick={() => postReceipt(receiving)}>
              {t('postReceipt')}
            </Button>
            <Button onClick={() => setReceiving(null)}>{t('back')}</Button>
          </>
        ) : (
          <>
            {state === 'DRAFT' && codes[transferCodes.edit] ? (
              <Button size="small" onClick={() => onEdit(transfer)}>
                {t('edit')}
              </Button>
            ) : null}
            <ActionButtons
              machine={transferMachine}
              state={state}
              codes={codes}
              menu={TRANSFER_MENU}
              hidden={() => busy}
              danger={['cancel']}
              label={(action) => t(`actions.${action}`)}
              onAction={act}
            />
          </>
        )}
      </Space>

      <Typography.Title level={5}>{t('history')}</Typography.Title>
      <Timeline
        entries={timeline.data ?? []}
        actionLabel={(action) => t(`actions.${action}`, { defaultValue: action })}
        stateLabel={(value) => t(`states.${value as TransferState}`, { defaultValue: value })}
        empty={t('historyEmpty')}
      />
    </Space>
  );
}
