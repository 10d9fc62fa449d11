import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DocumentListPage,
  type DocumentListSpec,
  stateField,
  useDocumentList,
} from '../../../components/document/DocumentListPage';
import type { CrudRow } from '../../../crud/types';
import { stockKeys, useWarehouseChoices } from '../api';
import {
  TRANSFER_API,
  TRANSFER_MENU,
  TRANSFER_STATES,
  type Transfer,
  type TransferState,
  transferCodes,
} from '../transfer-api';
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

type Row = CrudRow & Transfer;

/**
 * /stock/transfer: two-step transfers between warehouses of one owner that the caller sees (the server
 * scopes the list), filtered by state, either warehouse and date; a row opens the transfer.
 */
export default function TransferPage() {
  const { t } = useTranslation('stockTransfer');
  const warehouses = useWarehouseChoices();
  const list = useDocumentList<Transfer>(stockKeys.all);
  const { commands } = list;

  const spec = useMemo((): DocumentListSpec<Row> => {
    const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }));
    return {
      code: TRANSFER_MENU,
      title: t('title'),
      entity: t('entity'),
      api: TRANSFER_API,
      fields: [
        { key: 'voucherNo', label: t('no'), search: 'like', column: { key: true, sorter: true, width: 150 } },
        stateField({
          label: t('state'),
          states: TRANSFER_STATES,
          colors: TRANSFER_STATE_COLORS,
          stateLabel: (state) => t(`states.${state}`),
          width: 110,
        }),
        { key: 'fromWarehouseId', label: t('from'), options: warehouseOptions, search: 'equal', column: false },
        { key: 'toWarehouseId', label: t('to'), options: warehouseOptions, search: 'equal', column: false },
        { key: 'fromWarehouseName', label: t('from'), column: { width: 160 } },
        { key: 'toWarehouseName', label: t('to'), column: { width: 160 } },
        { key: 'lineCount', label: t('lineCount'), kind: 'number', column: { width: 80 } },
        { key: 'shipDate', label: t('shipDate'), column: { width: 120 } },
        { key: 'receiveDate', label: t('receiveDate'), column: { width: 120 } },
        { key: 'createTime', label: t('created'), search: 'range', column: { sorter: true, width: 160 } },
      ],
      canDelete: (row) => row.state === 'DRAFT',
      create: { label: t('new'), permission: transferCodes.add },
      openLabel: t('open'),
    };
  }, [t, warehouses.data]);

  return (
    <DocumentListPage
      list={list}
      spec={spec}
      detail={(id) => (
        <TransferDetail id={id} onClose={commands.close} onEdit={commands.edit} onChanged={commands.refresh} />
      )}
      editor={(transfer) => (
        <TransferEditor transfer={transfer} onClose={commands.stopEditing} onSaved={commands.saved} />
      )}
    />
  );
}
