import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/document/StatusTag';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { AdjustmentDetail } from '../adjustment/AdjustmentDetail';
import { AdjustmentEditor } from '../adjustment/AdjustmentEditor';
import {
  ADJUSTMENT_API,
  ADJUSTMENT_MENU,
  ADJUSTMENT_STATES,
  type Adjustment,
  type AdjustmentState,
  stockAdjustmentCodes,
} from '../adjustment-api';
import { stockKeys, useWarehouseChoices } from '../api';

export const ADJUSTMENT_STATE_COLORS: Record<AdjustmentState, string> = {
  DRAFT: 'default',
  SUBMITTED: 'gold',
  APPROVED: 'blue',
  POSTED: 'green',
  CANCELLED: 'red',
};

type Row = CrudRow & Adjustment;

/**
 * /stock/adjustment: stock adjustments of the warehouses the caller sees, entered by hand or posted by
 * a stock check (shown with the check's number, read-only); a row opens the adjustment.
 */
export default function AdjustmentPage() {
  const { t } = useTranslation('stockAdjustment');
  const client = useQueryClient();
  const warehouses = useWarehouseChoices();
  const [opened, setOpened] = useState<string | null>(null);
  const [editing, setEditing] = useState<Adjustment | 'new' | null>(null);
  const refreshList = useRef<() => void>(() => {});

  const config = useMemo((): CrudConfig<Row> => {
    const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }));
    return {
      code: ADJUSTMENT_MENU,
      title: t('title'),
      entity: t('entity'),
      api: { list: `${ADJUSTMENT_API}/list`, detail: `${ADJUSTMENT_API}/detail`, remove: `${ADJUSTMENT_API}/remove` },
      fields: [
        { key: 'voucherNo', label: t('no'), search: 'like', column: { key: true, sorter: true, width: 150 } },
        {
          key: 'state',
          label: t('state'),
          options: ADJUSTMENT_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
          search: 'equal',
          column: {
            width: 110,
            render: (value) => (
              <StatusTag
                state={value as AdjustmentState}
                colors={ADJUSTMENT_STATE_COLORS}
                label={t(`states.${value as AdjustmentState}`)}
              />
            ),
          },
        },
        { key: 'warehouseId', label: t('warehouse'), options: warehouseOptions, search: 'equal', column: false },
        { key: 'warehouseName', label: t('warehouse'), column: { width: 160 } },
        {
          key: 'sourceType',
          label: t('source'),
          options: [{ value: 'stock_check', label: t('fromCheck') }],
          search: 'equal',
          column: false,
        },
        {
          key: 'sourceNo',
          label: t('source'),
          column: { width: 150, render: (value) => (value ? `${t('fromCheck')} ${String(value)}` : t('byHand')) },
        },
        { key: 'lineCount', label: t('lineCount'), kind: 'number', column: { width: 80 } },
        { key: 'diffValue', label: t('diffValue'), column: { width: 120 } },
        { key: 'postingDate', label: t('postingDate'), column: { width: 120 } },
        { key: 'createTime', label: t('created'), search: 'range', column: { sorter: true, width: 160 } },
      ],
      canEdit: () => false,
      canDelete: (row) => row.state === 'DRAFT',
      toolbarActions: [
        {
          key: 'new',
          label: t('new'),
          permission: stockAdjustmentCodes.add,
          run: (context) => {
            refreshList.current = context.refresh;
            setEditing('new');
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
    };
  }, [t, warehouses.data]);

  const saved = (adjustment: Adjustment) => {
    void client.invalidateQueries({ queryKey: stockKeys.all });
    refreshList.current();
    setEditing(null);
    setOpened(adjustment.id);
  };

  return (
    <>
      <CrudPage config={config} />
      {opened ? (
        <AdjustmentDetail
          id={opened}
          onClose={() => setOpened(null)}
          onEdit={(adjustment) => setEditing(adjustment)}
          onChanged={() => refreshList.current()}
        />
      ) : null}
      {editing ? (
        <AdjustmentEditor
          adjustment={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      ) : null}
    </>
  );
}
