import type { TFunction } from 'i18next';
import type { CrudField, CrudRow } from '../../../crud/types';
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
import { StockDocumentListPage } from './StockDocumentListPage';

export const ADJUSTMENT_STATE_COLORS: Record<AdjustmentState, string> = {
  DRAFT: 'default',
  SUBMITTED: 'gold',
  APPROVED: 'blue',
  POSTED: 'green',
  CANCELLED: 'red',
};

const adjustmentFields = (
  t: TFunction,
  warehouseOptions: { value: string; label: string }[],
): CrudField<CrudRow & Adjustment>[] => [
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
];

/**
 * /stock/adjustment: stock adjustments of the warehouses the caller sees, entered by hand or posted by
 * a stock check (shown with the check's number, read-only); a row opens the adjustment.
 */
export default function AdjustmentPage() {
  return (
    <StockDocumentListPage<Adjustment, AdjustmentState>
      namespace="stockAdjustment"
      menu={ADJUSTMENT_MENU}
      api={ADJUSTMENT_API}
      states={ADJUSTMENT_STATES}
      colors={ADJUSTMENT_STATE_COLORS}
      createPermission={stockAdjustmentCodes.add}
      fields={adjustmentFields}
      detail={(id, commands) => (
        <AdjustmentDetail id={id} onClose={commands.close} onEdit={commands.edit} onChanged={commands.refresh} />
      )}
      editor={(adjustment, commands) => (
        <AdjustmentEditor adjustment={adjustment} onClose={commands.stopEditing} onSaved={commands.saved} />
      )}
    />
  );
}
