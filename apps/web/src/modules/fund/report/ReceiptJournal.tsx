import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { formatMoney } from '../../../lib/money';
import { BALANCE_MENU, RECEIPT_METHODS, RECEIPT_STATES } from '../api';
import { openReceiptView } from '../windows';
import { REPORT_API, type ReceiptJournalRow } from './api';

type Row = CrudRow & ReceiptJournalRow;

/** The receipts journal: receipts by posting period, payment day, method and state; a number opens the receipt. */
export function ReceiptJournal() {
  const { t } = useTranslation('fund');
  const config = useMemo(
    (): CrudConfig<Row> => ({
      code: BALANCE_MENU,
      layoutCode: `${BALANCE_MENU}_receipts`,
      title: t('report.receipts'),
      entity: t('receipt'),
      api: { list: `${REPORT_API}/receipts` },
      fields: [
        {
          key: 'receiptNo',
          label: t('receiptNo'),
          search: 'like',
          column: {
            key: true,
            width: 170,
            render: (value, row) => (
              <Button type="link" size="small" onClick={() => openReceiptView(row.id)}>
                {String(value)}
              </Button>
            ),
          },
        },
        {
          key: 'payerName',
          label: t('payer'),
          search: 'like',
          column: { width: 200, render: (_, row) => `${row.payerCode} ${row.payerName}` },
        },
        {
          key: 'payeeName',
          label: t('payee'),
          column: { width: 180, render: (_, row) => `${row.payeeCode} ${row.payeeName}` },
        },
        { key: 'amount', label: t('amount'), column: { width: 120, render: (value) => formatMoney(value) } },
        {
          key: 'method',
          label: t('method'),
          kind: 'select',
          search: 'equal',
          options: RECEIPT_METHODS.map((method) => ({ value: method, label: t(`methods.${method}`) })),
        },
        {
          key: 'state',
          label: t('state'),
          kind: 'select',
          search: 'equal',
          options: RECEIPT_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
        },
        { key: 'postingDate', label: t('postingDate'), kind: 'date', search: 'range' },
        { key: 'paidAt', label: t('paidAt'), kind: 'date', search: 'range' },
        { key: 'bankRef', label: t('bankRef'), column: { width: 150 } },
      ],
      canEdit: () => false,
      canDelete: () => false,
    }),
    [t],
  );
  return <CrudPage config={config} />;
}
