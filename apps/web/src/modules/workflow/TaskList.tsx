import { useQueryClient } from '@tanstack/react-query';
import { Drawer, Segmented, Tag } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CrudPage } from '../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../crud/types';
import { TASK_API, type WorkflowTask, workflowKeys } from './api';
import { type TaskViewProps, taskTargets } from './task-views';

type Row = CrudRow & WorkflowTask;
type Status = 'OPEN' | 'DONE';

const views = new Map<string, React.LazyExoticComponent<React.ComponentType<TaskViewProps>>>();
const viewOf = (docType: string) => {
  const loader = taskTargets[docType]?.view;
  if (!loader) return null;
  let view = views.get(docType);
  if (!view) {
    view = lazy(loader);
    views.set(docType, view);
  }
  return view;
};

/**
 * The documents waiting for the caller (domain.md §10 workflow tasks): what, about whom, since when
 * and by when. Opening one shows the document with its buttons; acting on it closes the task.
 */
export function TaskList({ code }: { code: string }) {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status>('OPEN');
  const [open, setOpen] = useState<{ row: Row; refresh: () => void } | null>(null);
  const docLabel = useCallback((docType: string) => t(`docTypes.${docType}`, { defaultValue: docType }), [t]);

  const config = useMemo(
    (): CrudConfig<Row> => ({
      code,
      layoutCode: `workflow-tasks-${status}`,
      title: t('tasks.title'),
      entity: t('tasks.entity'),
      api: { list: `${TASK_API}/list` },
      query: { taskStatus: status },
      fields: [
        {
          key: 'docType',
          label: t('tasks.docType'),
          kind: 'select',
          search: 'equal',
          options: Object.keys(taskTargets).map((docType) => ({ value: docType, label: docLabel(docType) })),
          column: { key: true, width: 160, render: (_, row) => docLabel(row.docType) },
        },
        { key: 'docNo', label: t('tasks.docNo'), column: { width: 170 } },
        { key: 'subjectName', label: t('tasks.subject'), column: { width: 200 } },
        {
          key: 'state',
          label: t('tasks.state'),
          column: {
            width: 140,
            render: (_, row) => <Tag>{t(`states.${row.state}`, { defaultValue: row.state })}</Tag>,
          },
        },
        {
          key: 'actions',
          label: t('tasks.actions'),
          column: {
            width: 200,
            render: (_, row) => row.actions.map((action) => <Tag key={action}>{t(`actions.${action}`)}</Tag>),
          },
        },
        {
          key: 'dueAt',
          label: t('tasks.dueAt'),
          column: {
            width: 170,
            render: (_, row) =>
              row.overdue ? <Tag color="red">{`${row.dueAt} · ${t('tasks.overdue')}`}</Tag> : (row.dueAt ?? ''),
          },
        },
        { key: 'createTime', label: t('tasks.createTime'), column: { width: 170 } },
        ...(status === 'DONE' ? [{ key: 'closedAt', label: t('tasks.closedAt'), column: { width: 170 } }] : []),
      ],
      rowActions: [
        {
          key: 'open',
          label: t('tasks.open'),
          run: (row, context) => {
            if (viewOf(row.docType)) setOpen({ row, refresh: context.refresh });
            else navigate(taskTargets[row.docType]?.page ?? '/');
          },
        },
      ],
    }),
    [t, code, status, docLabel, navigate],
  );

  const View = open ? viewOf(open.row.docType) : null;
  return (
    <>
      <Segmented<Status>
        value={status}
        onChange={setStatus}
        options={[
          { value: 'OPEN', label: t('tasks.waiting') },
          { value: 'DONE', label: t('tasks.done') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <CrudPage key={status} config={config} />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        size="large"
        title={open ? `${docLabel(open.row.docType)} ${open.row.docNo ?? ''}` : ''}
        destroyOnHidden
      >
        {open && View ? (
          <Suspense fallback={null}>
            <View
              docId={open.row.docId}
              onChanged={() => {
                open.refresh();
                void client.invalidateQueries({ queryKey: workflowKeys.all });
              }}
            />
          </Suspense>
        ) : null}
      </Drawer>
    </>
  );
}
