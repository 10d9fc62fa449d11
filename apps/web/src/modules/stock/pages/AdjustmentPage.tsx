import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DocumentListPage,
  type DocumentListSpec,
  stateField,
  useDocumentList,
} from '../../../components/document/DocumentListPage';
import type { CrudRow } from '../../../crud/types';
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
  const warehouses = useWarehouseChoices();
  const list = useDocumentList<Adjustment>(stockKeys.all);
  const { commands } = list;

  const spec = useMemo((): DocumentListSpec<Row> => {
    const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }));
    return {
      code: ADJUSTMENT_MENU,
      title: t('title'),
      entity: t('entity'),
      api: ADJUSTMENT_API,
      fields: [
        { key: 'voucherNo', label: t('no'), search: 'like', column: { key: true, sorter: true, width: 150 } },
        stateField({
          label: t('state'),
          states: ADJUSTMENT_STATES,
          colors: ADJUSTMENT_STATE_COLORS,
          stateLabel: (state) => t(`states.${state}`),
          width: 110,
        }),
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
      canDelete: (row) => row.state === 'DRAFT',
      create: { label: t('new'), permission: stockAdjustmentCodes.add },
      openLabel: t('open'),
    };
  }, [t, warehouses.data]);

  return (
    <DocumentListPage
      list={list}
      spec={spec}
      detail={(id) => (
        <AdjustmentDetail id={id} onClose={commands.close} onEdit={commands.edit} onChanged={commands.refresh} />
      )}
      editor={(adjustment) => (
        <AdjustmentEditor adjustment={adjustment} onClose={commands.stopEditing} onSaved={commands.saved} />
      )}
    />
  );
}
