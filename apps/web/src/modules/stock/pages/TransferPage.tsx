import type { TFunction } from 'i18next';
import type { CrudField, CrudRow } from '../../../crud/types';
import {
  TRANSFER_API,
  TRANSFER_MENU,
  TRANSFER_STATES,
  type Transfer,
  type TransferState,
  transferCodes,
} from '../transfer-api';
import { StockDocumentListPage } from './StockDocumentListPage';
import { TransferDetail } from './TransferDetail';
import { TransferEditor } from './TransferEditor';

export const TRANSFER_STATE_COLORS: Record<TransferState, string> = {
  DRAFT: 'default',
  SUBMITTED: 'gold',
  SHIPPED: 'blue',
  RECEIVED: 'cyan',
  CLOSED: 'green',
  CANCELLED: 'red',
};

const transferFields = (
  t: TFunction,
  warehouseOptions: { value: string; label: string }[],
): CrudField<CrudRow & Transfer>[] => [
  { key: 'fromWarehouseId', label: t('from'), options: warehouseOptions, search: 'equal', column: false },
  { key: 'toWarehouseId', label: t('to'), options: warehouseOptions, search: 'equal', column: false },
  { key: 'fromWarehouseName', label: t('from'), column: { width: 160 } },
  { key: 'toWarehouseName', label: t('to'), column: { width: 160 } },
  { key: 'lineCount', label: t('lineCount'), kind: 'number', column: { width: 80 } },
  { key: 'shipDate', label: t('shipDate'), column: { width: 120 } },
  { key: 'receiveDate', label: t('receiveDate'), column: { width: 120 } },
];

/**
 * /stock/transfer: two-step transfers between warehouses of one owner that the caller sees (the server
 * scopes the list), filtered by state, either warehouse and date; a row opens the transfer.
 */
export default function TransferPage() {
  return (
    <StockDocumentListPage<Transfer, TransferState>
      namespace="stockTransfer"
      menu={TRANSFER_MENU}
      api={TRANSFER_API}
      states={TRANSFER_STATES}
      colors={TRANSFER_STATE_COLORS}
      createPermission={transferCodes.add}
      fields={transferFields}
      detail={(id, commands) => (
        <TransferDetail id={id} onClose={commands.close} onEdit={commands.edit} onChanged={commands.refresh} />
      )}
      editor={(transfer, commands) => (
        <TransferEditor transfer={transfer} onClose={commands.stopEditing} onSaved={commands.saved} />
      )}
    />
  );
}
