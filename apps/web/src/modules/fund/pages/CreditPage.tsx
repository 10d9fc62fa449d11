import { Button, Space, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudField, CrudRow } from '../../../crud/types';
import { formatMoney } from '../../../lib/money';
import { CREDIT_MENU, CREDIT_POSITION_API, type CreditPosition, creditCodes } from '../api';
import { CreditDefaultsDialog } from '../CreditDefaultsDialog';
import { CreditChangeList } from '../credit-change/CreditChangeList';
import { overdueOnlyField } from '../report/overdue-filter';
import { LedgerDialog, type OpenedLedger } from './LedgerDialog';

type Row = CrudRow & CreditPosition;
const BUCKETS = ['notDue', 'd1to30', 'd31to60', 'd61to90', 'd91to120', 'over120'] as const;
const isZero = (money: string) => Number(money) === 0;

/**
 * /finance/credit, the credit queries page (domain.md §7): per debtor and creditor the limit, used, frozen,
 * available and overdue, with what is owed aged by due date (30/60/90/120); "used" opens the credit ledger.
 * Staff see every debtor; a distributor its own credit with the company and the credit it grants.
 */
export default function CreditPage() {
  const { t } = useTranslation(['credit', 'fund']);
  const { t: tFund } = useTranslation('fund');
  const [opened, setOpened] = useState<OpenedLedger | null>(null);
  const [defaults, setDefaults] = useState(false);

  const config = useMemo((): CrudConfig<Row> => {
    const money = (width = 120): CrudField<Row>['column'] => ({
      width,
      render: (value) => formatMoney(value),
    });
    return {
      code: CREDIT_MENU,
      title: t('pageTitle'),
      entity: t('entity'),
      api: { list: `${CREDIT_POSITION_API}/list` },
      fields: [
        {
          key: 'holderName',
          label: t('debtor'),
          search: 'like',
          column: { key: true, width: 200, render: (_, row) => `${row.holderCode} ${row.holderName}` },
        },
        {
          key: 'counterpartyName',
          label: t('creditor'),
          column: { width: 180, render: (_, row) => `${row.counterpartyCode} ${row.counterpartyName}` },
        },
        {
          key: 'creditLimit',
          label: t('creditLimit'),
          column: {
            width: 120,
            render: (value, row) => (row.creditUnlimited ? <Tag>{t('unlimitedValue')}</Tag> : formatMoney(value)),
          },
        },
        {
          key: 'creditSource',
          label: t('source.label'),
          column: { width: 130, render: (_, row) => <Tag>{t(`source.${row.creditSource}`)}</Tag> },
        },
        { key: 'creditTempLimit', label: t('tempLimit'), column: money() },
        {
          key: 'creditUsed',
          label: t('used'),
          column: {
            width: 120,
            render: (value, row) => (
              <Button
                type="link"
                size="small"
                aria-label={`${t('used')} ${row.holderCode}`}
                onClick={() => setOpened({ account: row, kind: 'CREDIT', label: t('used') })}
              >
                {formatMoney(value)}
              </Button>
            ),
          },
        },
        { key: 'creditFrozen', label: t('frozen'), column: money() },
        { key: 'creditAvailable', label: t('available'), column: money() },
        {
          key: 'overdue',
          label: t('overdue'),
          column: {
            width: 150,
            render: (_, row) =>
              isZero(row.overdue) ? (
                formatMoney(row.overdue)
              ) : (
                <Space size={4} wrap>
                  <Typography.Text type="danger">{formatMoney(row.overdue)}</Typography.Text>
                  {row.onHold ? (
                    <Tag color="red" title={t('onHoldHint')}>
                      {t('onHold')}
                    </Tag>
                  ) : null}
                </Space>
              ),
          },
        },
        overdueOnlyField<Row>(tFund),
        { key: 'oldestDueDate', label: t('oldestDue'), column: { width: 130 } },
        {
          key: 'overdueDays',
          label: t('overdueDays'),
          column: {
            width: 110,
            render: (_, row) => (row.overdueDays > 0 ? t('days', { count: row.overdueDays }) : '—'),
          },
        },
        {
          key: 'termDays',
          label: t('termDays'),
          column: { width: 110, render: (_, row) => t('days', { count: row.termDays }) },
        },
        ...BUCKETS.map(
          (bucket): CrudField<Row> => ({
            key: bucket,
            label: t(bucket),
            column: { width: 110, render: (_, row) => formatMoney(row.ageing[bucket]) },
          }),
        ),
      ],
      toolbarActions: [
        { key: 'defaults', label: t('defaults.title'), permission: creditCodes.edit, run: () => setDefaults(true) },
      ],
      canEdit: () => false,
      canDelete: () => false,
    };
  }, [t, tFund]);

  return (
    <>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'positions', label: t('pageTitle'), children: <CrudPage config={config} /> },
          { key: 'changes', label: t('changes.title'), children: <CreditChangeList /> },
        ]}
      />
      {defaults ? <CreditDefaultsDialog onClose={() => setDefaults(false)} /> : null}
      {opened ? <LedgerDialog opened={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
