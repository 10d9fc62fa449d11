import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import type { UserRecord } from '../api';
import { accountFields, stateFields } from './account.fields';

/** The customer-account list's columns and its dialog's fields; a primary account does not see whose accounts they are. */
export function customerAccountFields(t: TFunction<'user'>, owner: boolean): CrudField<UserRecord>[] {
  return [
    ...accountFields(t),
    {
      key: 'customerName',
      label: t('user.customer'),
      column: owner ? false : { width: 180, render: (value, row) => `${row.customerCode ?? ''} ${value ?? ''}` },
      form: false,
    },
    {
      key: 'isPrimaryAccount',
      label: t('subAccount.kind'),
      column: owner
        ? false
        : { width: 160, render: (value) => (value ? t('subAccount.primary') : t('subAccount.sub')) },
      exportValue: (row) => (row.isPrimaryAccount ? t('subAccount.primary') : t('subAccount.sub')),
      form: false,
    },
    ...stateFields(t),
  ];
}
