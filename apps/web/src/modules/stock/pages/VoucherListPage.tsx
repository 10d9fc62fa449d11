import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/document/StatusTag';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { useChildMessages } from '../../../lib/child-window';
import {
  API_OF,
  CODES_OF,
  INBOUND_TYPES,
  OUTBOUND_TYPES,
  stockKeys,
  useWarehouseChoices,
  VOUCHER_STATES,
  type Voucher,
  type VoucherKind,
  type VoucherState,
} from '../api';
import { changedVoucherOf, openCustomerOutbound } from '../windows';
import { VoucherDetail } from './VoucherDetail';
import { VoucherEditor } from './VoucherEditor';

export const STATE_COLORS: Record<VoucherState, string> = {
  DRAFT: 'default',
  SUBMITTED: 'gold',
  DONE: 'green',
  CANCELLED: 'red',
};

type Row = CrudRow & Voucher;

/**
 * /stock/inbound and /stock/outbound: the vouchers of the warehouses the caller sees (the server
 * scopes the list), filtered by type, state, warehouse and date; a row opens the voucher.
 */
export function VoucherListPage({ kind }: { kind: VoucherKind }) {
  const { t } = useTranslation('stock');
  const windows = useTranslation('stockWindows').t;
  const client = useQueryClient();
  const warehouses = useWarehouseChoices();
  const [opened, setOpened] = useState<string | null>(null);
  const [editing, setEditing] = useState<Voucher | 'new' | null>(null);
  const refreshList = useRef<() => void>(() => {});
  const typeKey = kind === 'inbound' ? 'inboundType' : 'outboundType';
  const types = kind === 'inbound' ? INBOUND_TYPES : OUTBOUND_TYPES;

  const config = useMemo((): CrudConfig<Row> => {
    const typeLabel = (type: string) => t(`${kind}.types.${type}`);
    return {
      code: kind,
      title: t(`${kind}.title`),
      entity: t(`${kind}.entity`),
      api: { list: `${API_OF[kind]}/list`, detail: `${API_OF[kind]}/detail`, remove: `${API_OF[kind]}/remove` },
      fields: [
        { key: 'voucherNo', label: t('voucher.no'), search: 'like', column: { key: true, sorter: true, width: 150 } },
        {
          key: typeKey,
          label: t(`${kind}.type`),
          options: types.map((type) => ({ value: type, label: typeLabel(type) })),
          search: 'equal',
          column: { width: 140 },
        },
        {
          key: 'state',
          label: t('voucher.state'),
          options: VOUCHER_STATES.map((state) => ({ value: state, label: t(`voucher.states.${state}`) })),
          search: 'equal',
          column: {
            width: 110,
            render: (value) => (
              <StatusTag
                state={value as VoucherState}
                colors={STATE_COLORS}
                label={t(`voucher.states.${value as VoucherState}`)}
              />
            ),
          },
        },
        {
          key: 'warehouseId',
          label: t('voucher.warehouse'),
          options: (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` })),
          search: 'equal',
          column: false,
        },
        { key: 'warehouseName', label: t('voucher.warehouse'), column: { width: 160 } },
        ...(kind === 'outbound'
          ? [{ key: 'consigneeName', label: t('outbound.consignee'), column: { width: 160 } }]
          : [{ key: 'sourceNo', label: t('voucher.source'), column: { width: 140, hidden: true } }]),
        { key: 'lineCount', label: t('voucher.lineCount'), kind: 'number', column: { width: 80 } },
        { key: 'postingDate', label: t('voucher.postingDate'), column: { width: 120 } },
        { key: 'createTime', label: t('voucher.created'), search: 'range', column: { sorter: true, width: 160 } },
      ],
      canEdit: () => false,
      canDelete: (row) => row.state === 'DRAFT',
      toolbarActions: [
        {
          key: 'new',
          label: t('voucher.new'),
          permission: CODES_OF[kind].add,
          run: (context) => {
            refreshList.current = context.refresh;
            setEditing('new');
          },
        },
      ],
      rowActions: [
        {
          key: 'open',
          label: t('voucher.open'),
          run: (row, context) => {
            refreshList.current = context.refresh;
            setOpened(row.id);
          },
        },
        {
          key: 'window',
          label: windows('customer.open'),
          visible: (row) => 'inTransit' in row && row.inTransit,
          run: (row, context) => {
            refreshList.current = context.refresh;
            openCustomerOutbound(row.id);
          },
        },
      ],
    };
  }, [t, windows, kind, typeKey, types, warehouses.data]);

  // A child window changed one of these vouchers: the list shows its new state.
  useChildMessages((message) => {
    if (changedVoucherOf(message)?.kind !== kind) return;
    void client.invalidateQueries({ queryKey: stockKeys.all });
    refreshList.current();
  });

  const changed = (voucher: Voucher) => {
    void client.invalidateQueries({ queryKey: stockKeys.all });
    refreshList.current();
    setEditing(null);
    setOpened(voucher.id);
  };

  return (
    <>
      <CrudPage config={config} />
      {opened ? (
        <VoucherDetail
          kind={kind}
          id={opened}
          onClose={() => setOpened(null)}
          onEdit={(voucher) => setEditing(voucher)}
          onChanged={() => refreshList.current()}
        />
      ) : null}
      {editing ? (
        <VoucherEditor
          kind={kind}
          voucher={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={changed}
        />
      ) : null}
    </>
  );
}
