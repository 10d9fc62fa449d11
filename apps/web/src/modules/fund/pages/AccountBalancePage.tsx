import type { FundDriftReport } from '@smdp/contracts/fund';
import { Button, message, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { post } from '../../../lib/http';
import { formatMoney } from '../../../lib/money';
import { useUrlTab } from '../../../lib/url-search';
import { ACCOUNT_API, accountBalanceCodes, BALANCE_MENU, type FundAccount } from '../api';
import { AgeingReport } from '../report/AgeingReport';
import { CreditReport } from '../report/CreditReport';
import { ReceiptJournal } from '../report/ReceiptJournal';
import { LedgerDialog, type LedgerFigure, type OpenedLedger } from './LedgerDialog';

/** The page's tabs; `?tab=ageing` opens one (a dashboard tile's link). */
const BALANCE_TABS = ['balances', 'ageing', 'credit', 'receipts'] as const;
type BalanceTab = (typeof BALANCE_TABS)[number];

type Row = CrudRow & FundAccount;

/**
 * /finance/account-balance with the finance reports as tabs (domain.md §7): balances, receivables ageing,
 * credit use and overdue, the receipts journal; each filterable and exportable (a job when long).
 * Balances: per holder and counterparty the cash balance, frozen and available, the rebate,
 * and the credit limit, used and available; each figure opens the ledger lines behind it. Staff see every
 * buyer; a distributor its own accounts with the company and its sub-customers' accounts with it.
 */
export default function AccountBalancePage() {
  const { t } = useTranslation('fund');
  const [opened, setOpened] = useState<OpenedLedger | null>(null);
  const [tab, setTab] = useUrlTab(BALANCE_TABS, 'balances');

  const config = useMemo((): CrudConfig<Row> => {
    const link = (key: keyof FundAccount, figure: LedgerFigure) => ({
      width: 120,
      render: (value: unknown, row: Row) => (
        <Button
          type="link"
          size="small"
          aria-label={`${figure.label} ${row.holderCode}`}
          onClick={() => setOpened({ account: row, ...figure })}
        >
          {formatMoney(value ?? row[key])}
        </Button>
      ),
    });
    return {
      code: BALANCE_MENU,
      title: t('balances'),
      entity: t('account'),
      api: { list: `${ACCOUNT_API}/list` },
      fields: [
        {
          key: 'holderName',
          label: t('holder'),
          search: 'like',
          column: { key: true, width: 200, render: (_, row) => `${row.holderCode} ${row.holderName}` },
        },
        {
          key: 'counterpartyName',
          label: t('counterparty'),
          column: { width: 180, render: (_, row) => `${row.counterpartyCode} ${row.counterpartyName}` },
        },
        {
          key: 'cashBalance',
          label: t('cashBalance'),
          column: link('cashBalance', { kind: 'CASH', figure: 'balance', label: t('cashBalance') }),
        },
        {
          key: 'cashFrozen',
          label: t('cashFrozen'),
          column: link('cashFrozen', { kind: 'CASH', figure: 'frozen', label: t('cashFrozen') }),
        },
        {
          key: 'cashAvailable',
          label: t('cashAvailable'),
          column: link('cashAvailable', { kind: 'CASH', label: t('cashAvailable') }),
        },
        {
          key: 'rebateBalance',
          label: t('rebateBalance'),
          column: link('rebateBalance', { kind: 'REBATE', label: t('rebateBalance') }),
        },
        {
          key: 'creditLimit',
          label: t('creditLimit'),
          column: {
            width: 120,
            render: (value, row) => (row.creditUnlimited ? <Tag>{t('unlimited')}</Tag> : formatMoney(value)),
          },
        },
        {
          key: 'creditUsed',
          label: t('creditUsed'),
          column: link('creditUsed', { kind: 'CREDIT', figure: 'balance', label: t('creditUsed') }),
        },
        {
          key: 'creditAvailable',
          label: t('creditAvailable'),
          column: link('creditAvailable', { kind: 'CREDIT', label: t('creditAvailable') }),
        },
      ],
      canEdit: () => false,
      canDelete: () => false,
      toolbarActions: [
        {
          key: 'check',
          label: t('check'),
          permission: accountBalanceCodes.check,
          run: async () => {
            const report = await post<FundDriftReport>(`${ACCOUNT_API}/check`).catch(() => null);
            if (!report) return;
            if (report.driftCount === 0) message.success(t('checkClean'));
            else message.warning(t('checkDrift', { count: report.driftCount }));
          },
        },
      ],
    };
  }, [t]);

  return (
    <>
      <Tabs
        destroyOnHidden
        activeKey={tab}
        onChange={(key) => setTab(key as BalanceTab)}
        items={[
          { key: 'balances', label: t('report.balances'), children: <CrudPage config={config} /> },
          { key: 'ageing', label: t('report.ageing'), children: <AgeingReport onOpen={setOpened} /> },
          { key: 'credit', label: t('report.credit'), children: <CreditReport onOpen={setOpened} /> },
          { key: 'receipts', label: t('report.receipts'), children: <ReceiptJournal /> },
        ]}
      />
      {opened ? <LedgerDialog opened={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
