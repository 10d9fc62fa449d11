import { Tag } from 'antd';
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
import {
  CHECK_API,
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
  return (
    <DocumentDialog
      query={useCheck(id)}
      width={1000}
      title={(check) => check.taskNo}
      fallbackTitle={t('entity')}
      notFound={t('notFound')}
      onClose={onClose}
    >
      {(check) => <CheckView check={check} onChanged={onChanged} />}
    </DocumentDialog>
  );
}

function CheckView({ check, onChanged }: { check: Check; onChanged: () => void }) {
  const { t } = useTranslation('stockCheck');
  const codes = usePermissions((state) => state.codes);
  const { busy, run } = useDocumentRun<unknown>(checkKeys.all, t('done'), onChanged);
  const timeline = useDocumentTimeline(CHECK_API, check.id);

  return (
    <DocumentDetail
      history={documentHistory(t, timeline.data ?? [])}
      header={[
        {
          key: 'state',
          label: t('state'),
          children: <StatusTag state={check.state} colors={CHECK_STATE_COLORS} label={t(`states.${check.state}`)} />,
        },
        { key: 'warehouse', label: t('warehouse'), children: `${check.warehouseCode} ${check.warehouseName}` },
        { key: 'scope', label: t('scope'), children: t(`scopes.${check.scope}`) },
        {
          key: 'options',
          label: t('options'),
          children: (
            <>
              {check.blind ? <Tag>{t('blind')}</Tag> : null}
              {check.freeze ? <Tag color="orange">{t('freeze')}</Tag> : null}
            </>
          ),
        },
        { key: 'assignee', label: t('assignee'), children: check.assigneeName ?? '' },
        { key: 'dueDate', label: t('dueDate'), children: check.dueDate ?? '' },
        {
          key: 'diffValue',
          label: t('diffValue'),
          children: (
            <>
              {check.diffValue ?? ''}
              {check.needsApproval ? <Tag color="gold">{t('needsApproval')}</Tag> : null}
            </>
          ),
        },
        { key: 'adjustment', label: t('adjustment'), children: check.adjustmentNo ?? '' },
        { key: 'postingDate', label: t('postingDate'), children: check.postingDate ?? '' },
      ]}
      lines={{
        rows: check.lines,
        columns: [
          ...lineColumns<Check['lines'][number]>(t('goods')),
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
        ],
      }}
      actions={
        <ActionButtons<CheckState, CheckAction>
          machine={checkMachine}
          state={check.state}
          codes={codes}
          hidden={(action) => busy || action === 'submit' || (action === 'approve' && !check.needsApproval)}
          danger={['cancel']}
          label={(action) => t(`actions.${action}`)}
          onAction={(action) => void run(() => moveCheck(action, check))}
        />
      }
    />
  );
}
