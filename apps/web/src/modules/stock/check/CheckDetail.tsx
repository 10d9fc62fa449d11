import { useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, message, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/document/ActionButtons';
import { StatusTag } from '../../../components/document/StatusTag';
import { usePermissions } from '../../../lib/session';
import {
  type Check,
  type CheckAction,
  type CheckState,
  checkKeys,
  checkMachine,
  moveCheck,
  useCheck,
} from '../check-api';

export const CHECK_STATE_COLORS: Record<CheckState, string> = {
  PLANNED: 'default',
  IN_PROGRESS: 'blue',
  SUBMITTED: 'gold',
  APPROVED: 'cyan',
  POSTED: 'green',
  CANCELLED: 'red',
};

/** A check in a dialog: its header, lines (book hidden in a blind count until handed in) and its actions. */
export function CheckDetail({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('stockCheck');
  const check = useCheck(id);
  return (
    <Modal open width={1000} footer={null} onCancel={onClose} title={check.data?.taskNo ?? t('entity')}>
      {check.data ? (
        <CheckView check={check.data} onChanged={onChanged} />
      ) : check.isError ? (
        <Alert type="error" title={t('notFound')} />
      ) : (
        <Typography.Text type="secondary">…</Typography.Text>
      )}
    </Modal>
  );
}

function CheckView({ check, onChanged }: { check: Check; onChanged: () => void }) {
  const { t } = useTranslation('stockCheck');
  const client = useQueryClient();
  const codes = usePermissions((state) => state.codes);
  const [busy, setBusy] = useState(false);

  async function act(action: CheckAction) {
    setBusy(true);
    try {
      await moveCheck(action, check);
      message.success(t('done'));
      await client.invalidateQueries({ queryKey: checkKeys.all });
      onChanged();
    } catch {
      // The http layer shows the server's translated refusal; nothing changed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
        <Descriptions.Item label={t('state')}>
          <StatusTag state={check.state} colors={CHECK_STATE_COLORS} label={t(`states.${check.state}`)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('warehouse')}>{`${check.warehouseCode} ${check.warehouseName}`}</Descriptions.Item>
        <Descriptions.Item label={t('scope')}>{t(`scopes.${check.scope}`)}</Descriptions.Item>
        <Descriptions.Item label={t('options')}>
          {check.blind ? <Tag>{t('blind')}</Tag> : null}
          {check.freeze ? <Tag color="orange">{t('freeze')}</Tag> : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('assignee')}>{check.assigneeName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('dueDate')}>{check.dueDate ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('diffValue')}>
          {check.diffValue ?? ''}
          {check.needsApproval ? <Tag color="gold">{t('needsApproval')}</Tag> : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('adjustment')}>{check.adjustmentNo ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('postingDate')}>{check.postingDate ?? ''}</Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={check.lines}
        columns={[
          { title: '#', dataIndex: 'lineNo', width: 40 },
          { title: t('goods'), key: 'goods', render: (_, line) => `${line.sku} ${line.goodsName}` },
          { title: t('unit'), dataIndex: 'unit' },
          { title: t('batchNo'), dataIndex: 'batchNo' },
          { title: t('bookQty'), dataIndex: 'bookQty' },
          { title: t('countedQty'), dataIndex: 'countedQty' },
          { title: t('diffQty'), dataIndex: 'diffQty' },
          {
            title: t('moved'),
            key: 'moved',
            render: (_, line) => (line.movedSinceSnapshot ? <Tag color="orange">{t('movedYes')}</Tag> : null),
          },
          { title: t('reason'), dataIndex: 'reason' },
        ]}
      />
      <ActionButtons<CheckState, CheckAction>
        machine={checkMachine}
        state={check.state}
        codes={codes}
        hidden={(action) => busy || action === 'submit' || (action === 'approve' && !check.needsApproval)}
        danger={['cancel']}
        label={(action) => t(`actions.${action}`)}
        onAction={(action) => void act(action)}
      />
    </Space>
  );
}
