import { useQueryClient } from '@tanstack/react-query';
import { Segmented, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../crud/CrudPage';
import type { ActionContext, CrudConfig, CrudRow } from '../../crud/types';
import { moveTodo, TODO_API, TODO_PRIORITIES, type Todo, todoCodes, workflowKeys } from './api';

type Row = CrudRow & Todo;
type View = 'OPEN' | 'CLOSED' | 'CANCELLED';

const PRIORITY_COLORS: Record<Todo['priority'], string> = { HIGH: 'red', NORMAL: 'blue', LOW: 'default' };

/** The caller's own to-dos (domain.md §10): add, change, close, cancel and re-open them. */
export function TodoList({ code }: { code: string }) {
  const { t } = useTranslation('workflow');
  const client = useQueryClient();
  const [view, setView] = useState<View>('OPEN');

  const config = useMemo((): CrudConfig<Row> => {
    const move = async (row: Row, status: Todo['todoStatus'], context: ActionContext<Row>) => {
      // The http layer shows the server's translated refusal; nothing else to do then.
      if (!(await moveTodo(row, status).catch(() => null))) return;
      context.refresh();
      await client.invalidateQueries({ queryKey: workflowKeys.count });
    };
    return {
      code,
      layoutCode: `todos-${view}`,
      title: t('todos.title'),
      entity: t('todos.entity'),
      api: { list: `${TODO_API}/list`, submit: `${TODO_API}/submit`, remove: `${TODO_API}/remove` },
      query: { todoStatus: view },
      fields: [
        {
          key: 'title',
          label: t('todos.fields.title'),
          column: { key: true, width: 260 },
          form: { required: true, max: 200 },
        },
        {
          key: 'priority',
          label: t('todos.fields.priority'),
          kind: 'select',
          search: 'equal',
          options: TODO_PRIORITIES.map((priority) => ({ value: priority, label: t(`todos.priorities.${priority}`) })),
          column: {
            width: 110,
            render: (_, row) => (
              <Tag color={PRIORITY_COLORS[row.priority]}>{t(`todos.priorities.${row.priority}`)}</Tag>
            ),
          },
          form: { required: true, initial: 'NORMAL' },
        },
        {
          key: 'dueDate',
          label: t('todos.fields.dueDate'),
          kind: 'date',
          column: {
            width: 150,
            render: (_, row) =>
              row.overdue ? <Tag color="red">{`${row.dueDate} · ${t('tasks.overdue')}`}</Tag> : (row.dueDate ?? ''),
          },
          form: {},
        },
        { key: 'refId', label: t('todos.fields.ref'), column: { width: 160 }, form: { max: 64 } },
        {
          key: 'description',
          label: t('todos.fields.description'),
          kind: 'textarea',
          column: { width: 260 },
          form: { max: 2000 },
        },
        { key: 'createTime', label: t('tasks.createTime'), column: { width: 170 } },
      ],
      canEdit: (row) => row.todoStatus === 'OPEN',
      onChanged: () => void client.invalidateQueries({ queryKey: workflowKeys.count }),
      rowActions: [
        {
          key: 'close',
          label: t('todos.close'),
          permission: todoCodes.edit,
          visible: (row) => row.todoStatus === 'OPEN',
          run: (row, context) => move(row, 'CLOSED', context),
        },
        {
          key: 'cancel',
          label: t('todos.cancel'),
          permission: todoCodes.edit,
          visible: (row) => row.todoStatus === 'OPEN',
          run: (row, context) => move(row, 'CANCELLED', context),
        },
        {
          key: 'reopen',
          label: t('todos.reopen'),
          permission: todoCodes.edit,
          visible: (row) => row.todoStatus !== 'OPEN',
          run: (row, context) => move(row, 'OPEN', context),
        },
      ],
    };
  }, [t, code, view, client]);

  return (
    <>
      <Segmented<View>
        value={view}
        onChange={setView}
        options={(['OPEN', 'CLOSED', 'CANCELLED'] as const).map((value) => ({
          value,
          label: t(`todos.statuses.${value}`),
        }))}
        style={{ marginBottom: 12 }}
      />
      <CrudPage key={view} config={config} />
    </>
  );
}
