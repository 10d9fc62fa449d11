import { useQueryClient } from '@tanstack/react-query';
import { Alert, Modal, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/document/StatusTag';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { formatMoney } from '../../../lib/money';
import {
  customerReceiptCodes,
  fundKeys,
  RECEIPT_API,
  RECEIPT_MENU,
  RECEIPT_METHODS,
  RECEIPT_STATES,
  type Receipt,
  type ReceiptState,
  useReceipt,
} from '../api';
import { ReceiptForm } from '../ReceiptForm';
import { RECEIPT_STATE_COLORS, ReceiptView } from '../ReceiptView';

type Row = CrudRow & Receipt;

/** /finance/customer-receipt: the receipts the caller sees; new/edit in a dialog, a row opens the receipt. */
export default function ReceiptPage() {
  const { t } = useTranslation('fund');
  const client = useQueryClient();
  const [opened, setOpened] = useState<string | null>(null);
  const [editing, setEditing] = useState<Receipt | 'new' | null>(null);
  const refreshList = useRef<() => void>(() => {});

  const config = useMemo(
    (): CrudConfig<Row> => ({
      code: RECEIPT_MENU,
      title: t('receipts'),
      entity: t('receipt'),
      api: { list: `${RECEIPT_API}/list`, detail: `${RECEIPT_API}/detail`, remove: `${RECEIPT_API}/remove` },
      fields: [
        { key: 'receiptNo', label: t('receiptNo'), search: 'like', column: { key: true, sorter: true, width: 140 } },
        {
          key: 'state',
          label: t('state'),
          options: RECEIPT_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
          search: 'equal',
          column: {
            width: 110,
            render: (value) => (
              <StatusTag
                state={value as ReceiptState}
                colors={RECEIPT_STATE_COLORS}
                label={t(`states.${value as ReceiptState}`)}
              />
            ),
          },
        },
        {
          key: 'payerName',
          label: t('payer'),
          column: { width: 180, render: (_, row) => `${row.payerCode} ${row.payerName}` },
        },
        {
          key: 'payeeName',
          label: t('payee'),
          column: { width: 180, render: (_, row) => `${row.payeeCode} ${row.payeeName}` },
        },
        { key: 'amount', label: t('amount'), column: { width: 120, sorter: true, render: (v) => formatMoney(v) } },
        {
          key: 'method',
          label: t('method'),
          options: RECEIPT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) })),
          search: 'equal',
          column: { width: 100 },
        },
        { key: 'bankRef', label: t('bankRef'), search: 'like', column: { width: 140 } },
        { key: 'paidAt', label: t('paidAt'), search: 'range', column: { width: 160, sorter: true } },
        { key: 'postingDate', label: t('postingDate'), column: { width: 110 } },
        { key: 'createTime', label: t('created'), search: 'range', column: { sorter: true, width: 160, hidden: true } },
      ],
      canEdit: () => false,
      canDelete: (row) => row.state === 'DRAFT' || row.state === 'CANCELLED',
      toolbarActions: [
        {
          key: 'new',
          label: t('new'),
          permission: customerReceiptCodes.add,
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
    }),
    [t],
  );

  const changed = () => {
    void client.invalidateQueries({ queryKey: fundKeys.all });
    refreshList.current();
  };

  return (
    <>
      <CrudPage config={config} />
      {opened ? (
        <ReceiptDialog
          id={opened}
          onClose={() => setOpened(null)}
          onEdit={(receipt) => setEditing(receipt)}
          onChanged={changed}
          onOpen={setOpened}
        />
      ) : null}
      {editing ? (
        <Modal open width={760} footer={null} title={t('receipt')} onCancel={() => setEditing(null)} destroyOnHidden>
          <ReceiptForm
            receipt={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(receipt) => {
              changed();
              setEditing(null);
              setOpened(receipt.id);
            }}
          />
        </Modal>
      ) : null}
    </>
  );
}

type DialogProps = {
  id: string;
  onClose: () => void;
  onEdit: (receipt: Receipt) => void;
  onChanged: () => void;
  onOpen: (id: string) => void;
};

function ReceiptDialog({ id, onClose, onEdit, onChanged, onOpen }: DialogProps) {
  const { t } = useTranslation('fund');
  const receipt = useReceipt(id);
  return (
    <Modal open width={960} footer={null} onCancel={onClose} title={receipt.data?.receiptNo ?? t('receipt')}>
      {receipt.data ? (
        <ReceiptView receipt={receipt.data} onEdit={onEdit} onChanged={onChanged} onOpen={onOpen} />
      ) : receipt.isError ? (
        <Alert type="error" title={t('notFound')} />
      ) : (
        <Typography.Text type="secondary">…</Typography.Text>
      )}
    </Modal>
  );
}
