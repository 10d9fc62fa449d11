import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Descriptions,
  Input,
  InputNumber,
  Modal,
  message,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/document/ActionButtons';
import { StatusTag } from '../../../components/document/StatusTag';
import { Timeline } from '../../../components/document/Timeline';
import { DOCUMENT_TIMELINES, useDocumentTimeline } from '../../../components/document/useDocumentTimeline';
import { useChildMessages } from '../../../lib/child-window';
import { usePermissions } from '../../../lib/session';
import {
  API_OF,
  CODES_OF,
  confirmReceipt,
  type Entered,
  expectedOf,
  type Inbound,
  inboundMachine,
  isInbound,
  moveVoucher,
  type Outbound,
  outboundMachine,
  postReceipt,
  receiptDiffers,
  stockKeys,
  useVoucher,
  useWarehouseChoices,
  type Voucher,
  type VoucherKind,
  type VoucherState,
} from '../api';
import { changedVoucherOf, openInboundDialog, openPickCheck } from '../windows';
import { STATE_COLORS } from './VoucherListPage';

type Props = {
  kind: VoucherKind;
  id: string;
  onClose: () => void;
  onEdit?: (voucher: Voucher) => void;
  onChanged?: () => void;
};

/** A voucher in a dialog: its header, lines, the buttons its machine offers, and its history. */
export function VoucherDetail({ kind, id, onClose, onEdit, onChanged }: Props) {
  const { t } = useTranslation('stock');
  const voucher = useVoucher<Voucher>(kind, id);
  return (
    <Modal open width={1000} footer={null} onCancel={onClose} title={voucher.data?.voucherNo ?? t(`${kind}.entity`)}>
      {voucher.data ? (
        <VoucherView kind={kind} voucher={voucher.data} onEdit={onEdit} onChanged={onChanged} />
      ) : voucher.isError ? (
        <Alert type="error" title={t('voucher.notFound')} />
      ) : (
        <Typography.Text type="secondary">…</Typography.Text>
      )}
    </Modal>
  );
}

type ViewProps = {
  kind: VoucherKind;
  voucher: Voucher;
  onEdit?: ((voucher: Voucher) => void) | undefined;
  onChanged?: (() => void) | undefined;
};

/** The body of a voucher's page or dialog (also the outbound detail view of the customer sales pages). */
export function VoucherView({ kind, voucher, onEdit, onChanged }: ViewProps) {
  const { t } = useTranslation('stock');
  const client = useQueryClient();
  const codes = usePermissions((state) => state.codes);
  const timeline = useDocumentTimeline(API_OF[kind], voucher.id);
  const warehouses = useWarehouseChoices();
  const [receiving, setReceiving] = useState<Entered | null>(null);
  const [reasonFor, setReasonFor] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [receiptWarehouse, setReceiptWarehouse] = useState<string>();
  const [busy, setBusy] = useState(false);
  const windows = useTranslation('stockWindows').t;

  // A child window (receive, pick check, customer detail) changed this voucher: show it as it is now.
  useChildMessages((message) => {
    const changed = changedVoucherOf(message);
    if (changed?.kind !== kind || changed.id !== voucher.id) return;
    void client.invalidateQueries({ queryKey: stockKeys.all });
  });

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      message.success(done);
      await Promise.all([
        client.invalidateQueries({ queryKey: stockKeys.all }),
        client.invalidateQueries({ queryKey: DOCUMENT_TIMELINES }),
      ]);
      onChanged?.();
    } catch {
      // The http layer shows the server's translated refusal; nothing changed.
    } finally {
      setBusy(false);
    }
  }

  const act = (action: string) => {
    if (action === 'receive' && isInbound(voucher)) {
      setReceiving(expectedOf(voucher));
      return;
    }
    if (action === 'reverse') {
      setReason('');
      setReasonFor(action);
      return;
    }
    void run(() => moveVoucher(kind, action, voucher), t('voucher.done'));
  };

  const receive = (inbound: Inbound, entered: Entered) =>
    run(() => postReceipt(inbound, entered).then(() => setReceiving(null)), t('inbound.received'));

  const ownWarehouses = (warehouses.data ?? []).filter((w) => w.ownerCustomerId !== null);
  const asConsignee =
    !isInbound(voucher) &&
    voucher.inTransit &&
    Boolean(codes[CODES_OF.inbound.add]) &&
    !(warehouses.data ?? []).some((w) => w.id === voucher.warehouseId);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
        <Descriptions.Item label={t('voucher.state')}>
          <StatusTag
            state={voucher.state}
            colors={STATE_COLORS}
            label={t(`voucher.states.${voucher.state as VoucherState}`)}
          />
          {!isInbound(voucher) && voucher.inTransit ? (
            <Typography.Text type="warning"> {t('outbound.inTransit')}</Typography.Text>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t(`${kind}.type`)}>
          {isInbound(voucher) ? t(`inbound.types.${voucher.inboundType}`) : t(`outbound.types.${voucher.outboundType}`)}
        </Descriptions.Item>
        <Descriptions.Item
          label={t('voucher.warehouse')}
        >{`${voucher.warehouseCode} ${voucher.warehouseName}`}</Descriptions.Item>
        {!isInbound(voucher) && voucher.consigneeName ? (
          <Descriptions.Item
            label={t('outbound.consignee')}
          >{`${voucher.consigneeCode ?? ''} ${voucher.consigneeName}`}</Descriptions.Item>
        ) : null}
        {isInbound(voucher) && voucher.sourceNo ? (
          <Descriptions.Item label={t('voucher.source')}>{voucher.sourceNo}</Descriptions.Item>
        ) : null}
        {!isInbound(voucher) && voucher.receiptInboundNo ? (
          <Descriptions.Item label={t('outbound.receipt')}>{voucher.receiptInboundNo}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('voucher.postingDate')}>{voucher.postingDate ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('voucher.remark')}>{voucher.remark ?? ''}</Descriptions.Item>
      </Descriptions>

      {isInbound(voucher) ? (
        <InboundLines inbound={voucher} entered={receiving} onEnter={setReceiving} />
      ) : (
        <OutboundLines outbound={voucher} />
      )}

      <Space wrap>
        {receiving && isInbound(voucher) ? (
          <>
            <Button type="primary" loading={busy} onClick={() => receive(voucher, receiving)}>
              {t('inbound.postReceipt')}
            </Button>
            <Button onClick={() => setReceiving(null)}>{t('voucher.back')}</Button>
          </>
        ) : (
          <>
            {voucher.state === 'DRAFT' && onEdit && codes[CODES_OF[kind].edit] ? (
              <Button size="small" onClick={() => onEdit(voucher)}>
                {t('voucher.edit')}
              </Button>
            ) : null}
            <ActionButtons
              machine={kind === 'inbound' ? inboundMachine : outboundMachine}
              state={voucher.state as VoucherState}
              codes={codes}
              menu={kind}
              hidden={() => asConsignee || busy}
              danger={['cancel', 'reverse']}
              label={(action) => t(`voucher.actions.${action}`)}
              onAction={act}
            />
            {voucher.state === 'SUBMITTED' && codes[CODES_OF[kind].edit] && !busy ? (
              <Button
                size="small"
                onClick={() => (isInbound(voucher) ? openInboundDialog(voucher.id) : openPickCheck(voucher.id))}
              >
                {windows(isInbound(voucher) ? 'receive.open' : 'pick.open')}
              </Button>
            ) : null}
          </>
        )}
      </Space>

      {asConsignee && !isInbound(voucher) ? (
        <Space wrap>
          <Select
            aria-label={t('outbound.receiptWarehouse')}
            placeholder={t('outbound.receiptWarehouse')}
            style={{ minWidth: 220 }}
            value={receiptWarehouse}
            onChange={setReceiptWarehouse}
            options={ownWarehouses.map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))}
          />
          <Button
            type="primary"
            disabled={!receiptWarehouse}
            loading={busy}
            onClick={() =>
              run(() => confirmReceipt(voucher as Outbound, receiptWarehouse as string), t('outbound.receiptCreated'))
            }
          >
            {t('voucher.actions.confirmReceipt')}
          </Button>
        </Space>
      ) : null}

      <Typography.Title level={5}>{t('voucher.history')}</Typography.Title>
      <Timeline
        entries={timeline.data ?? []}
        actionLabel={(action) => t(`voucher.actions.${action}`, { defaultValue: action })}
        stateLabel={(state) => t(`voucher.states.${state as VoucherState}`)}
        empty={t('voucher.historyEmpty')}
      />

      <Modal
        open={reasonFor !== null}
        title={t('voucher.reasonTitle')}
        onCancel={() => setReasonFor(null)}
        okButtonProps={{ disabled: !reason.trim() }}
        onOk={() => {
          const action = reasonFor as string;
          setReasonFor(null);
          void run(() => moveVoucher(kind, action, voucher, reason.trim()), t('voucher.done'));
        }}
      >
        <Input.TextArea
          aria-label={t('voucher.reason')}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Space>
  );
}

/** Inbound lines; while receiving, each line takes the received quantity and, when it differs, a reason. */
function InboundLines({
  inbound,
  entered,
  onEnter,
}: {
  inbound: Inbound;
  entered: Entered | null;
  onEnter: (next: Entered) => void;
}) {
  const { t } = useTranslation('stock');
  const set = (lineId: string, patch: { qty?: string; reason?: string }) =>
    entered && onEnter({ ...entered, [lineId]: { ...entered[lineId], ...patch } });
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={inbound.lines}
      columns={[
        { title: '#', dataIndex: 'lineNo', width: 40 },
        { title: t('voucher.goods'), key: 'goods', render: (_, line) => `${line.sku} ${line.goodsName}` },
        { title: t('voucher.unit'), dataIndex: 'unit' },
        { title: t('inbound.expectedQty'), dataIndex: 'expectedQty' },
        {
          title: t('inbound.receivedQty'),
          key: 'receivedQty',
          render: (_, line) =>
            entered ? (
              <InputNumber<string>
                aria-label={`${t('inbound.receivedQty')} ${line.lineNo}`}
                stringMode
                min="0"
                precision={3}
                value={entered[line.id]?.qty}
                onChange={(qty) => set(line.id, { qty: qty ?? undefined })}
              />
            ) : (
              (line.receivedQty ?? '')
            ),
        },
        {
          title: t('inbound.diffReason'),
          key: 'diffReason',
          render: (_, line) => {
            if (!entered) return line.diffReason ?? '';
            return receiptDiffers(line, entered) ? (
              <Input
                aria-label={`${t('inbound.diffReason')} ${line.lineNo}`}
                status={entered[line.id]?.reason ? undefined : 'warning'}
                maxLength={200}
                value={entered[line.id]?.reason}
                onChange={(event) => set(line.id, { reason: event.target.value })}
              />
            ) : null;
          },
        },
        { title: t('voucher.batchNo'), dataIndex: 'batchNo' },
        { title: t('voucher.productionDate'), dataIndex: 'productionDate' },
        { title: t('voucher.expiryDate'), dataIndex: 'expiryDate' },
        { title: t('voucher.unitCost'), dataIndex: 'unitCost' },
      ]}
    />
  );
}

function OutboundLines({ outbound }: { outbound: Outbound }) {
  const { t } = useTranslation('stock');
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={outbound.lines}
      columns={[
        { title: '#', dataIndex: 'lineNo', width: 40 },
        { title: t('voucher.goods'), key: 'goods', render: (_, line) => `${line.sku} ${line.goodsName}` },
        { title: t('voucher.unit'), dataIndex: 'unit' },
        { title: t('outbound.qty'), dataIndex: 'qty' },
        { title: t('voucher.batchNo'), dataIndex: 'batchNo' },
      ]}
    />
  );
}
