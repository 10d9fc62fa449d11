import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/document/ActionButtons';
import {
  DocumentDetail,
  DocumentDialog,
  documentHistory,
  lineColumns,
  ReasonDialog,
  useDocumentRun,
} from '../../../components/document/DocumentDetail';
import { StatusTag } from '../../../components/document/StatusTag';
import { useDocumentTimeline } from '../../../components/document/useDocumentTimeline';
import { usePermissions, useSession } from '../../../lib/session';
import {
  ADJUSTMENT_API,
  ADJUSTMENT_MENU,
  type Adjustment,
  type AdjustmentAction,
  type AdjustmentReason,
  type AdjustmentState,
  adjustmentMachine,
  moveAdjustment,
  stockAdjustmentCodes,
  useAdjustment,
} from '../adjustment-api';
import { stockKeys } from '../api';
import { ADJUSTMENT_STATE_COLORS } from '../pages/AdjustmentPage';

type Props = { id: string; onClose: () => void; onEdit: (adjustment: Adjustment) => void; onChanged: () => void };

/** An adjustment in a dialog: its header, lines, the buttons its state allows, and its history. */
export function AdjustmentDetail({ id, onClose, onEdit, onChanged }: Props) {
  const { t } = useTranslation('stockAdjustment');
  return (
    <DocumentDialog
      query={useAdjustment(id)}
      width={1000}
      title={(adjustment) => adjustment.voucherNo}
      fallbackTitle={t('entity')}
      notFound={t('notFound')}
      onClose={onClose}
    >
      {(adjustment) => <AdjustmentView adjustment={adjustment} onEdit={onEdit} onChanged={onChanged} />}
    </DocumentDialog>
  );
}

function AdjustmentView({ adjustment, onEdit, onChanged }: Omit<Props, 'id' | 'onClose'> & { adjustment: Adjustment }) {
  const { t } = useTranslation('stockAdjustment');
  const codes = usePermissions((state) => state.codes);
  const userId = useSession((state) => state.user?.user_id);
  const timeline = useDocumentTimeline(ADJUSTMENT_API, adjustment.id);
  const { busy, run } = useDocumentRun<unknown>(stockKeys.all, t('done'), onChanged);
  const [reversing, setReversing] = useState(false);
  const state = adjustment.state as AdjustmentState;
  const fromCheck = adjustment.sourceType !== null;

  const act = (action: AdjustmentAction) => {
    if (action === 'reverse') {
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
    <DocumentDetail
      notes={
        <>
          {fromCheck ? (
            <Alert type="info" title={t('readOnlyFromCheck', { check: adjustment.sourceNo ?? '' })} />
          ) : null}
          {state === 'SUBMITTED' && adjustment.needsApproval ? (
            <Alert type="warning" title={t('awaitsApproval', { value: adjustment.diffValue ?? '' })} />
          ) : null}
        </>
      }
      header={[
        {
          key: 'state',
          label: t('state'),
          children: <StatusTag state={state} colors={ADJUSTMENT_STATE_COLORS} label={t(`states.${state}`)} />,
        },
        {
          key: 'warehouse',
          label: t('warehouse'),
          children: `${adjustment.warehouseCode} ${adjustment.warehouseName}`,
        },
        {
          key: 'source',
          label: t('source'),
          children: fromCheck ? `${t('fromCheck')} ${adjustment.sourceNo ?? ''}` : t('byHand'),
        },
        { key: 'diffValue', label: t('diffValue'), children: adjustment.diffValue ?? '' },
        { key: 'postingDate', label: t('postingDate'), children: adjustment.postingDate ?? '' },
        { key: 'remark', label: t('remark'), children: adjustment.remark ?? '' },
      ]}
      lines={{
        rows: adjustment.lines,
        columns: [
          ...lineColumns<Adjustment['lines'][number]>(t('goods')),
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
        ],
      }}
      actions={
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
      }
      history={documentHistory(t, timeline.data ?? [])}
    >
      <ReasonDialog
        open={reversing}
        title={t('reverseTitle')}
        label={t('reverseReason')}
        onCancel={() => setReversing(false)}
        onSubmit={(reason) => {
          setReversing(false);
          void run(() => moveAdjustment('reverse', adjustment, reason));
        }}
      />
    </DocumentDetail>
  );
}
