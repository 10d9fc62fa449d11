import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Input, Modal, message, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/document/ActionButtons';
import { StatusTag } from '../../../components/document/StatusTag';
import { Timeline } from '../../../components/document/Timeline';
import { usePermissions, useSession } from '../../../lib/session';
import {
  ADJUSTMENT_MENU,
  type Adjustment,
  type AdjustmentAction,
  type AdjustmentReason,
  type AdjustmentState,
  adjustmentMachine,
  moveAdjustment,
  stockAdjustmentCodes,
  useAdjustment,
  useAdjustmentTimeline,
} from '../adjustment-api';
import { stockKeys } from '../api';
import { ADJUSTMENT_STATE_COLORS } from '../pages/AdjustmentPage';

type Props = { id: string; onClose: () => void; onEdit: (adjustment: Adjustment) => void; onChanged: () => void };

/** An adjustment in a dialog: its header, lines, the buttons its state allows, and its history. */
export function AdjustmentDetail({ id, onClose, onEdit, onChanged }: Props) {
  const { t } = useTranslation('stockAdjustment');
  const adjustment = useAdjustment(id);
  return (
    <Modal open width={1000} footer={null} onCancel={onClose} title={adjustment.data?.voucherNo ?? t('entity')}>
      {adjustment.data ? (
        <AdjustmentView adjustment={adjustment.data} onEdit={onEdit} onChanged={onChanged} />
      ) : adjustment.isError ? (
        <Alert type="error" title={t('notFound')} />
      ) : (
        <Typography.Text type="secondary">…</Typography.Text>
      )}
    </Modal>
  );
}

function AdjustmentView({ adjustment, onEdit, onChanged }: Omit<Props, 'id' | 'onClose'> & { adjustment: Adjustment }) {
  const { t } = useTranslation('stockAdjustment');
  const client = useQueryClient();
  const codes = usePermissions((state) => state.codes);
  const userId = useSession((state) => state.user?.user_id);
  const timeline = useAdjustmentTimeline(adjustment.id);
  const [busy, setBusy] = useState(false);
  const [reversing, setReversing] = useState(false);
  const [reason, setReason] = useState('');
  const state = adjustment.state as AdjustmentState;
  const fromCheck = adjustment.sourceType !== null;

  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    try {
      await work();
      message.success(t('done'));
      await client.invalidateQueries({ queryKey: stockKeys.all });
      onChanged();
    } catch {
      // The http layer shows the server's translated refusal; nothing changed.
    } finally {
      setBusy(false);
    }
  }

  const act = (action: AdjustmentAction) => {
    if (action === 'reverse') {
      setReason('');
      setReversing(true);
      return;
    }
    void run(() => moveAdjustment(action, adjustment));
  };

  // What the server would refuse anyway: approving one's own, approving what needs none, posting unapproved.
  const hidden = (action: AdjustmentAction) =>
    busy ||
    fromCheck ||
    (action === 'approve' && (!adjustment.needsApproval || adjustment.createUser === userId)) ||
    (action === 'post' && state === 'SUBMITTED' && adjustment.needsApproval);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {fromCheck ? <Alert type="info" title={t('readOnlyFromCheck', { check: adjustment.sourceNo ?? '' })} /> : null}
      {state === 'SUBMITTED' && adjustment.needsApproval ? (
        <Alert type="warning" title={t('awaitsApproval', { value: adjustment.diffValue ?? '' })} />
      ) : null}
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
        <Descriptions.Item label={t('state')}>
          <StatusTag state={state} colors={ADJUSTMENT_STATE_COLORS} label={t(`states.${state}`)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('warehouse')}>
          {`${adjustment.warehouseCode} ${adjustment.warehouseName}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('source')}>
          {fromCheck ? `${t('fromCheck')} ${adjustment.sourceNo ?? ''}` : t('byHand')}
        </Descriptions.Item>
        <Descriptions.Item label={t('diffValue')}>{adjustment.diffValue ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('postingDate')}>{adjustment.postingDate ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('remark')}>{adjustment.remark ?? ''}</Descriptions.Item>
      </Descriptions>

      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={adjustment.lines}
        columns={[
          { title: '#', dataIndex: 'lineNo', width: 40 },
          { title: t('goods'), key: 'goods', render: (_, line) => `${line.sku} ${line.goodsName}` },
          { title: t('unit'), dataIndex: 'unit' },
          { title: t('qty'), dataIndex: 'qty' },
          { title: t('batchNo'), dataIndex: 'batchNo' },
          { title: t('unitCost'), dataIndex: 'unitCost' },
          {
            title: t('reason'),
            key: 'reason',
            render: (_, line) => t(`reasons.${line.reason as AdjustmentReason}`),
          },
          { title: t('lineRemark'), dataIndex: 'remark' },
        ]}
      />

      <Space wrap>
        {state === 'DRAFT' && codes[stockAdjustmentCodes.edit] ? (
          <Button size="small" onClick={() => onEdit(adjustment)}>
            {t('edit')}
          </Button>
        ) : null}
        <ActionButtons
          machine={adjustmentMachine}
          state={state}
          codes={codes}
          menu={ADJUSTMENT_MENU}
          hidden={hidden}
          danger={['cancel', 'reverse']}
          label={(action) => t(`actions.${action}`)}
          onAction={act}
        />
      </Space>

      <Typography.Title level={5}>{t('history')}</Typography.Title>
      <Timeline
        entries={timeline.data ?? []}
        actionLabel={(action) => t(`actions.${action}`, { defaultValue: action })}
        stateLabel={(value) => t(`states.${value as AdjustmentState}`, { defaultValue: value })}
        empty={t('historyEmpty')}
      />

      <Modal
        open={reversing}
        title={t('reverseTitle')}
        onCancel={() => setReversing(false)}
        okButtonProps={{ disabled: !reason.trim() }}
        onOk={() => {
          setReversing(false);
          void run(() => moveAdjustment('reverse', adjustment, reason.trim()));
        }}
      >
        <Input.TextArea
          aria-label={t('reverseReason')}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </Space>
  );
}
