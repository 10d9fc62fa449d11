import { customerAccountCodes, userCodes } from '@smdp/contracts/user';
import { Alert, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { useSession } from '../../../lib/session';
import { OneTimeSecret, type SecretShown } from '../../system/OneTimeSecret';
import { type ResetPassword, USER_API, type UserRecord, useAccountQuota } from '../api';
import { accountActions, accountBody } from './account.fields';
import { customerAccountFields } from './CustomerAccountPage.fields';
import { QuotaDialog, type QuotaTarget } from './QuotaDialog';

/**
 * /customer/account: a primary account's own sub-accounts, added within its customer's account quota;
 * for company staff, the primary and sub-accounts of every customer, never the company's own staff
 * (those are the user page's; new primary accounts are opened from there). A primary account is never
 * deleted (domain.md §2: it is handed to another login instead).
 */
export default function CustomerAccountPage() {
  const { t } = useTranslation('user');
  const [shown, setShown] = useState<SecretShown | null>(null);
  const [quotaOf, setQuotaOf] = useState<QuotaTarget | null>(null);
  const owner = useSession((state) => Boolean(state.user?.user_info.customerCode));
  const quota = useAccountQuota(undefined, owner);

  const showReset = (reset: ResetPassword[]) =>
    setShown({
      title: t('action.resetDone'),
      items: reset.flatMap((one) => [
        { label: t('user.account'), value: one.account },
        { label: t('action.newPassword'), value: one.password, secret: true },
      ]),
    });

  const config: CrudConfig<UserRecord> = {
    code: 'customer_account',
    title: owner ? t('subAccount.title') : t('subAccount.staffTitle'),
    entity: t('crud:entities.customer_account'),
    api: {
      list: `${USER_API}/customer-account-page`,
      detail: `${USER_API}/detail`,
      submit: owner ? `${USER_API}/submit` : undefined,
      update: `${USER_API}/update`,
      remove: `${USER_API}/remove`,
    },
    fields: customerAccountFields(t, owner),
    toBody: accountBody,
    canDelete: (row) => !row.isPrimaryAccount,
    rowActions: [
      ...accountActions(t, { edit: customerAccountCodes.edit, reset: customerAccountCodes.edit }, showReset),
      // Company staff set a customer's quota; the server wants user_edit for it.
      ...(owner
        ? []
        : [
            {
              key: 'quota',
              label: t('quota.action'),
              permission: userCodes.edit,
              visible: (row: UserRecord) => Boolean(row.customerId),
              run: (row: UserRecord) =>
                setQuotaOf({ customerId: row.customerId ?? '', customerName: row.customerName ?? '' }),
            },
          ]),
    ],
    onChanged: () => void quota.refetch(),
  };

  const used = owner ? quota.data : undefined;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {used ? (
        <Alert
          type={used.accountNumber >= 0 && used.accountCount >= used.accountNumber ? 'warning' : 'info'}
          showIcon
          title={t('subAccount.quota', {
            used: used.accountCount,
            quota: used.accountNumber < 0 ? t('subAccount.unlimited') : used.accountNumber,
          })}
        />
      ) : null}
      <CrudPage config={config} />
      <OneTimeSecret shown={shown} onClose={() => setShown(null)} />
      <QuotaDialog target={quotaOf} onClose={() => setQuotaOf(null)} onSaved={() => setQuotaOf(null)} />
    </Space>
  );
}
