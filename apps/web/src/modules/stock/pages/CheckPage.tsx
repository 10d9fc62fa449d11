import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/document/StatusTag';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { useWarehouseChoices } from '../api';
import { CHECK_STATE_COLORS, CheckDetail } from '../check/CheckDetail';
import { CheckEditor } from '../check/CheckEditor';
import { CountDifferences } from '../check/CountDifferences';
import {
  CHECK_API,
  CHECK_SCOPES,
  CHECK_STATES,
  type Check,
  type CheckState,
  checkKeys,
  stockCheckCodes,
} from '../check-api';

type Row = CrudRow & Check;

/** /stock/check: stock check tasks (plan, open to start, approve, post, cancel) and the count differences. */
export default function CheckPage() {
  const { t } = useTranslation('stockCheck');
  const client = useQueryClient();
  const warehouses = useWarehouseChoices();
  const [opened, setOpened] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const refreshList = useRef<() => void>(() => {});

  const config = useMemo(
    (): CrudConfig<Row> => ({
      code: 'stock_check',
      title: t('title'),
      entity: t('entity'),
      api: { list: `${CHECK_API}/list`, detail: `${CHECK_API}/detail`, remove: `${CHECK_API}/remove` },
      fields: [
        { key: 'taskNo', label: t('taskNo'), search: 'like', column: { key: true, sorter: true, width: 150 } },
        {
          key: 'state',
          label: t('state'),
          options: CHECK_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
          search: 'equal',
          column: {
            width: 110,
            render: (value) => (
              <StatusTag
                state={value as CheckState}
                colors={CHECK_STATE_COLORS}
                label={t(`states.${value as CheckState}`)}
              />
            ),
          },
        },
        {
          key: 'scope',
          label: t('scope'),
          options: CHECK_SCOPES.map((scope) => ({ value: scope, label: t(`scopes.${scope}`) })),
          search: 'equal',
          column: { width: 120 },
        },
        {
          key: 'warehouseId',
          label: t('warehouse'),
          options: (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` })),
          search: 'equal',
          column: false,
        },
        { key: 'warehouseName', label: t('warehouse'), column: { width: 160 } },
        { key: 'assigneeName', label: t('assignee'), column: { width: 120 } },
        { key: 'dueDate', label: t('dueDate'), column: { width: 110 } },
        { key: 'diffValue', label: t('diffValue'), column: { width: 110 } },
        { key: 'lineCount', label: t('lineCount'), kind: 'number', column: { width: 80 } },
        { key: 'createTime', label: t('created'), search: 'range', column: { sorter: true, width: 160 } },
      ],
      canEdit: () => false,
      canDelete: (row) => row.state === 'PLANNED' || row.state === 'CANCELLED',
      toolbarActions: [
        {
          key: 'new',
          label: t('new'),
          permission: stockCheckCodes.add,
          run: (context) => {
            refreshList.current = context.refresh;
            setCreating(true);
          },
        },
      ],
      rowActions: [
        {
          key: 'open',
          label: t('open'),
          run: (row, context) => {
            refreshList.current = context.refresh;
            setOpened(row.id);
          },
        },
      ],
    }),
    [t, warehouses.data],
  );

  return (
    <>
      <Tabs
        items={[
          { key: 'tasks', label: t('tabs.tasks'), children: <CrudPage config={config} /> },
          { key: 'differences', label: t('tabs.differences'), children: <CountDifferences /> },
        ]}
      />
      {opened ? (
        <CheckDetail id={opened} onClose={() => setOpened(null)} onChanged={() => refreshList.current()} />
      ) : null}
      {creating ? (
        <CheckEditor
          onClose={() => setCreating(false)}
          onSaved={(check) => {
            void client.invalidateQueries({ queryKey: checkKeys.all });
            refreshList.current();
            setCreating(false);
            setOpened(check.id);
          }}
        />
      ) : null}
    </>
  );
}
