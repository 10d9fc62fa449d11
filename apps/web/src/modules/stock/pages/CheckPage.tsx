import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DocumentListPage,
  type DocumentListSpec,
  stateField,
  useDocumentList,
} from '../../../components/document/DocumentListPage';
import type { CrudRow } from '../../../crud/types';
import { useWarehouseChoices } from '../api';
import { CHECK_STATE_COLORS, CheckDetail } from '../check/CheckDetail';
import { CheckEditor } from '../check/CheckEditor';
import { CountDifferences } from '../check/CountDifferences';
import { CHECK_API, CHECK_SCOPES, CHECK_STATES, type Check, checkKeys, stockCheckCodes } from '../check-api';

type Row = CrudRow & Check;

/** /stock/check: stock check tasks (plan, open to start, approve, post, cancel) and the count differences. */
export default function CheckPage() {
  const { t } = useTranslation('stockCheck');
  const warehouses = useWarehouseChoices();
  const list = useDocumentList<Check>(checkKeys.all);
  const { commands } = list;

  const spec = useMemo(
    (): DocumentListSpec<Row> => ({
      code: 'stock_check',
      title: t('title'),
      entity: t('entity'),
      api: CHECK_API,
      fields: [
        { key: 'taskNo', label: t('taskNo'), search: 'like', column: { key: true, sorter: true, width: 150 } },
        stateField({
          label: t('state'),
          states: CHECK_STATES,
          colors: CHECK_STATE_COLORS,
          stateLabel: (state) => t(`states.${state}`),
          width: 110,
        }),
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
      canDelete: (row) => row.state === 'PLANNED' || row.state === 'CANCELLED',
      create: { label: t('new'), permission: stockCheckCodes.add },
      openLabel: t('open'),
    }),
    [t, warehouses.data],
  );

  return (
    <DocumentListPage
      list={list}
      spec={spec}
      frame={(tasks) => (
        <Tabs
          items={[
            { key: 'tasks', label: t('tabs.tasks'), children: tasks },
            { key: 'differences', label: t('tabs.differences'), children: <CountDifferences /> },
          ]}
        />
      )}
      detail={(id) => <CheckDetail id={id} onClose={commands.close} onChanged={commands.refresh} />}
      editor={() => <CheckEditor onClose={commands.stopEditing} onSaved={commands.saved} />}
    />
  );
}
