import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/document/StatusTag';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
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
  const client = useQueryClient();
  const warehouses = useWarehouseChoices();
  const [opened, setOpened] = useState<string | null>(null);
  const [editing, setEditing] = useState<Transfer | 'new' | null>(null);
  const refreshList = useRef<() => void>(() => {});

  const config = useMemo((): CrudConfig<Row> => {
    const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }));
    return {
      code: TRANSFER_MENU,
      title: t('title'),
      entity: t('entity'),
      api: { list: `${TRANSFER_API}/list`, detail: `${TRANSFER_API}/detail`, remove: `${TRANSFER_API}/remove` },
      fields: [
        { key: 'voucherNo', label: t('no'), search: 'like', column: { key: true, sorter: true, width: 150 } },
        {
          key: 'state',
          label: t('state'),
          options: TRANSFER_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
          search: 'equal',
          column: {
            width: 110,
            render: (value) => (
              <StatusTag
                state={value as TransferState}
                colors={TRANSFER_STATE_COLORS}
                label={t(`states.${value as TransferState}`)}
              />
            ),
          },
        },
        { key: 'fromWarehouseId', label: t('from'), options: warehouseOptions, search: 'equal', column: false },
        { key: 'toWarehouseId', label: t('to'), options: warehouseOptions, search: 'equal', column: false },
        { key: 'fromWarehouseName', label: t('from'), column: { width: 160 } },
        { key: 'toWarehouseName', label: t('to'), column: { width: 160 } },
        { key: 'lineCount', label: t('lineCount'), kind: 'number', column: { width: 80 } },
        { key: 'shipDate', label: t('shipDate'), column: { width: 120 } },
        { key: 'receiveDate', label: t('receiveDate'), column: { width: 120 } },
        { key: 'createTime', label: t('created'), search: 'range', column: { sorter: true, width: 160 } },
      ],
      canEdit: () => false,
      canDelete: (row) => row.state === 'DRAFT',
      toolbarActions: [
        {
          key: 'new',
          label: t('new'),
          permission: transferCodes.add,
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

  const saved = (transfer: Transfer) => {
    void client.invalidateQueries({ queryKey: stockKeys.all });
    refreshList.current();
    setEditing(null);
    setOpened(transfer.id);
  };

  return (
    <>
      <CrudPage config={config} />
      {opened ? (
        <TransferDetail
          id={opened}
          onClose={() => setOpened(null)}
          onEdit={(transfer) => setEditing(transfer)}
          onChanged={() => refreshList.current()}
        />
      ) : null}
      {editing ? (
        <TransferEditor
          transfer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      ) : null}
    </>
  );
}
