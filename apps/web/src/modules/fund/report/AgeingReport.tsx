import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { formatMoney } from '../../../lib/money';
import { BALANCE_MENU } from '../api';
import type { OpenedLedger } from '../pages/LedgerDialog';
import { type AgeingReportRow, REPORT_API } from './api';
import { overdueOnlyField } from './overdue-filter';

type Row = CrudRow & AgeingReportRow;
const BUCKETS = ['notDue', 'd1to30', 'd31to60', 'd61to90', 'd91to120', 'over120', 'total'] as const;

/** Receivables per buyer aged by due date; each figure opens the credit ledger lines behind it. */
export function AgeingReport({ onOpen }: { onOpen: (opened: OpenedLedger) => void }) {
  const { t } = useTranslation('fund');
  const config = useMemo((): CrudConfig<Row> => {
    const figure = (key: (typeof BUCKETS)[number]) => ({
      key,
      label: t(`report.${key}`),
      column: {
        width: 110,
        render: (value: unknown, row: Row) => (
          <Button
            type="link"
            size="small"
            aria-label={`${t(`report.${key}`)} ${row.holderCode}`}
            onClick={() => onOpen({ account: row, kind: 'CREDIT', label: t(`report.${key}`) })}
          >
            {formatMoney(value)}
          </Button>
        ),
      },
    });
    return {
      code: BALANCE_MENU,
      layoutCode: `${BALANCE_MENU}_ageing`,
      title: t('report.ageing'),
      entity: t('account'),
      api: { list: `${REPORT_API}/ageing` },
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
        ...BUCKETS.map(figure),
        { key: 'oldestDueDate', label: t('report.oldestDueDate'), column: { width: 120 } },
        overdueOnlyField(t),
      ],
      canEdit: () => false,
      canDelete: () => false,
    };
  }, [t, onOpen]);
  return <CrudPage config={config} />;
}
