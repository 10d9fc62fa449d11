import { Empty, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../../crud/CrudPage';
import type { CrudConfig, CrudField, CrudRow } from '../../../../crud/types';
import { formatMoney } from '../../../../lib/money';
import type { PartyOption } from '../../../../lib/party-options';
import { useSession } from '../../../../lib/session';
import type { CreditLimit } from '../../api';
import { CreditLimitDialog } from '../../CreditLimitDialog';
import {
  SUB_CREDIT_API,
  SUB_CREDIT_MENU,
  type SubCustomerCredit,
  saveSubCustomerLimit,
  subCustCreditCodes,
  subCustomerLimit,
} from '../api';
import { SellerPicker } from '../SellerPicker';

type Row = CrudRow & SubCustomerCredit;
type Editing = { row: Row; limit: CreditLimit | null; refresh: () => void };

const isZero = (money: string) => Number(money) === 0;

/**
 * /finance/sub-cust-credit(/setting): the credit a distributor grants its second-tier distributors and
 * stores (domain.md §7), with each one's limit, temporary limit, term, used, frozen, available and overdue,
 * and "Adjust credit" setting it. A distributor sees its own sub-customers; company staff pick the
 * distributor first. This credit never uses up the distributor's own credit with the company.
 */
export default function SubCustomerCreditPage() {
  const { t } = useTranslation(['subCredit', 'credit']);
  const staff = useSession((state) => !state.user?.user_info.customerCode);
  const [seller, setSeller] = useState<PartyOption | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const creditor = staff ? seller?.id : undefined;

  const config = useMemo((): CrudConfig<Row> => {
    const money = (width = 120): CrudField<Row>['column'] => ({ width, render: (value) => formatMoney(value) });
    return {
      code: SUB_CREDIT_MENU,
      title: seller ? t('titleOf', { seller: `${seller.customerCode} ${seller.customerName}` }) : t('title'),
      entity: t('entity'),
      api: { list: `${SUB_CREDIT_API}/list` },
      query: { creditorPartyId: creditor },
      fields: [
        {
          key: 'holderName',
          label: t('subCustomer'),
          search: 'like',
          column: { key: true, width: 220, render: (_, row) => `${row.holderCode} ${row.holderName}` },
          exportValue: (row) => `${row.holderCode} ${row.holderName}`,
        },
        {
          key: 'holderPartyType',
          label: t('partyType'),
          column: { width: 130, render: (_, row) => <Tag>{t(`types.${row.holderPartyType}`)}</Tag> },
          exportValue: (row) => t(`types.${row.holderPartyType}`),
        },
        {
          key: 'creditLimit',
          label: t('credit:creditLimit'),
          column: {
            width: 120,
            render: (value, row) =>
              row.creditUnlimited ? <Tag color="green">{t('credit:unlimitedValue')}</Tag> : formatMoney(value),
          },
        },
        {
          key: 'creditTempLimit',
          label: t('credit:tempLimit'),
          column: {
            width: 170,
            render: (value, row) =>
              isZero(String(value)) ? (
                formatMoney(value)
              ) : (
                <span>
                  {formatMoney(value)}{' '}
                  {row.tempValidTo ? (
                    <Typography.Text type="secondary">{t('credit:until', { date: row.tempValidTo })}</Typography.Text>
                  ) : null}
                </span>
              ),
          },
        },
        {
          key: 'termDays',
          label: t('credit:termDays'),
          column: { width: 110, render: (_, row) => t('credit:days', { count: row.termDays }) },
        },
        { key: 'creditUsed', label: t('credit:used'), column: money() },
        { key: 'creditFrozen', label: t('credit:frozen'), column: money() },
        {
          key: 'creditAvailable',
          label: t('credit:available'),
          column: {
            width: 120,
            render: (value, row) => (row.creditUnlimited ? t('credit:unlimitedValue') : formatMoney(value)),
          },
        },
        {
          key: 'overdue',
          label: t('credit:overdue'),
          column: {
            width: 120,
            render: (_, row) =>
              isZero(row.overdue) ? (
                formatMoney(row.overdue)
              ) : (
                <Typography.Text type="danger">{formatMoney(row.overdue)}</Typography.Text>
              ),
          },
        },
      ],
      rowActions: [
        {
          key: 'adjust',
          label: t('adjust'),
          permission: subCustCreditCodes.edit,
          run: async (row, context) => {
            try {
              const limit = await subCustomerLimit(row.holderPartyId, creditor);
              setEditing({ row, limit, refresh: context.refresh });
            } catch {
              // refused: the http layer showed the server's translated reason
            }
          },
        },
      ],
      canEdit: () => false,
      canDelete: () => false,
    };
  }, [t, seller, creditor]);

  return (
    <div className="sub-credit-page">
      {staff ? <SellerPicker value={seller} onChange={setSeller} /> : null}
      {staff && !seller ? (
        <Empty description={t('pickSeller')} style={{ marginTop: 48 }} />
      ) : (
        <CrudPage config={config} />
      )}
      {editing ? (
        <CreditLimitDialog
          title={t('editTitle', { party: `${editing.row.holderCode} ${editing.row.holderName}` })}
          debtorPartyId={editing.row.holderPartyId}
          creditorPartyId={creditor}
          limit={editing.limit}
          save={saveSubCustomerLimit}
          reload={async () => {
            editing.refresh();
            return subCustomerLimit(editing.row.holderPartyId, creditor);
          }}
          onSaved={editing.refresh}
          onClose={() => setEditing(null)}
          staleNotice={t('staleReloaded')}
        />
      ) : null}
    </div>
  );
}
