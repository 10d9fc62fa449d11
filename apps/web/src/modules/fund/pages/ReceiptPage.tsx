import { Modal } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentDialog } from '../../../components/document/DocumentDetail';
import {
  DocumentListPage,
  type DocumentListSpec,
  stateField,
  useDocumentList,
} from '../../../components/document/DocumentListPage';
import type { CrudRow } from '../../../crud/types';
import { formatMoney } from '../../../lib/money';
import {
  customerReceiptCodes,
  fundKeys,
  RECEIPT_API,
  RECEIPT_MENU,
  RECEIPT_METHODS,
  RECEIPT_STATES,
  type Receipt,
  useReceipt,
} from '../api';
import { ReceiptForm } from '../ReceiptForm';
import { RECEIPT_STATE_COLORS, ReceiptView } from '../ReceiptView';

type Row = CrudRow & Receipt;

/** /finance/customer-receipt: the receipts the caller sees; new/edit in a dialog, a row opens the receipt. */
export default function ReceiptPage() {
  const { t } = useTranslation('fund');
  const list = useDocumentList<Receipt>(fundKeys.all);
  const { commands } = list;

  const spec = useMemo(
    (): DocumentListSpec<Row> => ({
      code: RECEIPT_MENU,
      title: t('receipts'),
      entity: t('receipt'),
      api: RECEIPT_API,
      fields: [
        { key: 'receiptNo', label: t('receiptNo'), search: 'like', column: { key: true, sorter: true, width: 140 } },
        stateField({
          label: t('state'),
          states: RECEIPT_STATES,
          colors: RECEIPT_STATE_COLORS,
          stateLabel: (state) => t(`states.${state}`),
          width: 110,
        }),
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
      canDelete: (row) => row.state === 'DRAFT' || row.state === 'CANCELLED',
      create: { label: t('new'), permission: customerReceiptCodes.add },
      openLabel: t('open'),
    }),
    [t],
  );

  return (
    <DocumentListPage
      list={list}
      spec={spec}
      detail={(id) => (
        <ReceiptDialog
          id={id}
          onClose={commands.close}
          onEdit={commands.edit}
          onChanged={commands.refresh}
          onOpen={commands.open}
        />
      )}
      editor={(receipt) => (
        <Modal open width={760} footer={null} title={t('receipt')} onCancel={commands.stopEditing} destroyOnHidden>
          <ReceiptForm receipt={receipt} onCancel={commands.stopEditing} onSaved={commands.saved} />
        </Modal>
      )}
    />
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
  return (
    <DocumentDialog
      query={useReceipt(id)}
      width={960}
      title={(receipt) => receipt.receiptNo}
      fallbackTitle={t('receipt')}
      notFound={t('notFound')}
      onClose={onClose}
    >
      {(receipt) => <ReceiptView receipt={receipt} onEdit={onEdit} onChanged={onChanged} onOpen={onOpen} />}
    </DocumentDialog>
  );
}
