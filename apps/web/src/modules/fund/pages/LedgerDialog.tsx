import { Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { type FundAccount, useFundEntries } from '../api';
import { entryTypeText } from '../entry-label';

export type LedgerFigure = { kind: 'CASH' | 'REBATE' | 'CREDIT'; figure?: 'balance' | 'frozen'; label: string };
export type OpenedLedger = {
  account: Pick<
    FundAccount,
    'holderPartyId' | 'holderCode' | 'holderName' | 'counterpartyPartyId' | 'counterpartyName'
  >;
} & LedgerFigure;

/** The ledger lines behind one figure of one account pair (balance, frozen or all of one kind). */
export function LedgerDialog({ opened, onClose }: { opened: OpenedLedger; onClose: () => void }) {
  const { t } = useTranslation('fund');
  const [page, setPage] = useState(1);
  const query = {
    holderPartyId: opened.account.holderPartyId,
    counterpartyPartyId: opened.account.counterpartyPartyId,
    kind: opened.kind,
    ...(opened.figure ? { figure: opened.figure } : {}),
    current: page,
    size: 20,
  };
  const entries = useFundEntries(query);
  return (
    <Modal
      open
      width={1000}
      footer={null}
      onCancel={onClose}
      title={`${opened.label} · ${opened.account.holderCode} ${opened.account.holderName} / ${opened.account.counterpartyName}`}
    >
      <Table
        size="small"
        rowKey="id"
        loading={entries.isLoading}
        scroll={{ x: 'max-content' }}
        dataSource={entries.data?.records ?? []}
        locale={{ emptyText: t('noEntries') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: entries.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('postingDate'), dataIndex: 'postingDate', width: 110 },
          {
            title: t('entryType'),
            dataIndex: 'entryType',
            render: (v: string, e) => entryTypeText(t, v, e.reversalOf !== null),
          },
          {
            title: t('source'),
            key: 'source',
            render: (_, e) => `${t(`sources.${e.voucherType}`, { defaultValue: e.voucherType })} #${e.voucherId}`,
          },
          { title: t('amount'), dataIndex: 'amount', align: 'right', render: (v) => formatMoney(v) },
          { title: t('balanceAfter'), dataIndex: 'balanceAfter', align: 'right', render: (v) => formatMoney(v) },
          { title: t('frozenChange'), dataIndex: 'frozenChange', align: 'right', render: (v) => formatMoney(v) },
          { title: t('frozenAfter'), dataIndex: 'frozenAfter', align: 'right', render: (v) => formatMoney(v) },
          { title: t('dueDate'), dataIndex: 'dueDate' },
          { title: t('remarks'), dataIndex: 'remark' },
        ]}
      />
    </Modal>
  );
}
