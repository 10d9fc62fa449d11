import { Button, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/document/ActionButtons';
import {
  DocumentDetail,
  DocumentDialog,
  documentHistory,
  lineColumns,
  useDocumentRun,
} from '../../../components/document/DocumentDetail';
import { StatusTag } from '../../../components/document/StatusTag';
import { useDocumentTimeline } from '../../../components/document/useDocumentTimeline';
import { usePermissions } from '../../../lib/session';
import { stockKeys } from '../api';
import {
  moveTransfer,
  receiveTransfer,
  TRANSFER_API,
  TRANSFER_MENU,
  type Transfer,
  type TransferState,
  transferCodes,
  transferMachine,
  useTransfer,
} from '../transfer-api';
import { TRANSFER_STATE_COLORS } from './TransferPage';

type Props = { id: string; onClose: () => void; onEdit: (transfer: Transfer) => void; onChanged: () => void };

/** A transfer in a dialog: its header, lines, the buttons its machine offers, and its history. */
export function TransferDetail({ id, onClose, onEdit, onChanged }: Props) {
  const { t } = useTranslation('stockTransfer');
  return (
    <DocumentDialog
      query={useTransfer(id)}
      width={1000}
      title={(transfer) => transfer.voucherNo}
      fallbackTitle={t('entity')}
      notFound={t('notFound')}
      onClose={onClose}
    >
      {(transfer) => <TransferView transfer={transfer} onEdit={onEdit} onChanged={onChanged} />}
    </DocumentDialog>
  );
}

type Entered = Record<string, { qty?: string; reason?: string }>;

function TransferView({ transfer, onEdit, onChanged }: Omit<Props, 'id' | 'onClose'> & { transfer: Transfer }) {
  const { t } = useTranslation('stockTransfer');
  const codes = usePermissions((state) => state.codes);
  const timeline = useDocumentTimeline(TRANSFER_API, transfer.id);
  const [receiving, setReceiving] = useState<Entered | null>(null);
  const { busy, run } = useDocumentRun<unknown>(stockKeys.all, t('done'), onChanged);

  const act = (action: string) => {
    if (action === 'receive') {
      setReceiving(Object.fromEntries(transfer.lines.map((line) => [line.id, { qty: line.qty }])));
      return;
    }
    void run(() => moveTransfer(action, transfer));
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
    <DocumentDetail
      header={[
        {
          key: 'state',
          label: t('state'),
          children: <StatusTag state={state} colors={TRANSFER_STATE_COLORS} label={t(`states.${state}`)} />,
        },
        { key: 'from', label: t('from'), children: `${transfer.fromWarehouseCode} ${transfer.fromWarehouseName}` },
        { key: 'to', label: t('to'), children: `${transfer.toWarehouseCode} ${transfer.toWarehouseName}` },
        { key: 'shipDate', label: t('shipDate'), children: transfer.shipDate ?? '' },
        { key: 'receiveDate', label: t('receiveDate'), children: transfer.receiveDate ?? '' },
        { key: 'remark', label: t('remark'), children: transfer.remark ?? '' },
      ]}
      lines={{
        rows: transfer.lines,
        columns: [
          ...lineColumns<Transfer['lines'][number]>(t('goods')),
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
        ],
      }}
      actions={
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
      }
      history={documentHistory(t, timeline.data ?? [])}
    />
  );
}
