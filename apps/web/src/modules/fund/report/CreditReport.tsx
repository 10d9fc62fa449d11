import { Button, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { formatMoney } from '../../../lib/money';
import { BALANCE_MENU } from '../api';
import type { LedgerFigure, OpenedLedger } from '../pages/LedgerDialog';
import { type CreditReportRow, REPORT_API } from './api';
import { overdueOnlyField } from './overdue-filter';

type Row = CrudRow & CreditReportRow;

/** Credit use and overdue per buyer; used, frozen and overdue open the credit ledger lines behind them. */
export function CreditReport({ onOpen }: { onOpen: (opened: OpenedLedger) => void }) {
  const { t } = useTranslation('fund');
  const config = useMemo((): CrudConfig<Row> => {
    const link = (label: string, figure: Omit<LedgerFigure, 'label' | 'kind'>) => ({
      width: 120,
      render: (value: unknown, row: Row) => (
        <Button
          type="link"
          size="small"
          aria-label={`${label} ${row.holderCode}`}
          onClick={() => onOpen({ account: row, kind: 'CREDIT', label, ...figure })}
        >
          {formatMoney(value)}
        </Button>
      ),
    });
    return {
      code: BALANCE_MENU,
      layoutCode: `${BALANCE_MENU}_credit`,
      title: t('report.credit'),
      entity: t('account'),
      api: { list: `${REPORT_API}/credit` },
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
          key: 'creditLimit',
          label: t('creditLimit'),
          column: {
            width: 120,
            render: (value, row) => (row.creditUnlimited ? <Tag>{t('unlimited')}</Tag> : formatMoney(value)),
          },
        },
        { key: 'creditUsed', label: t('creditUsed'), column: link(t('creditUsed'), { figure: 'balance' }) },
        {
          key: 'creditFrozen',
          label: t('report.creditFrozen'),
          column: link(t('report.creditFrozen'), { figure: 'frozen' }),
        },
        { key: 'creditAvailable', label: t('creditAvailable'), column: { width: 120, render: (v) => formatMoney(v) } },
        { key: 'termDays', label: t('report.termDays'), column: { width: 90 } },
        { key: 'overdue', label: t('report.overdue'), column: link(t('report.overdue'), {}) },
        { key: 'oldestDueDate', label: t('report.oldestDueDate'), column: { width: 120 } },
        overdueOnlyField(t),
      ],
      canEdit: () => false,
      canDelete: () => false,
    };
  }, [t, onOpen]);
  return <CrudPage config={config} />;
}
