import { Image } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import type { CompanyOption, CompanySetting } from '../api';

/** The company-setting list's columns and its dialog's fields. */
export function settingFields(t: TFunction<'system'>, companies: CompanyOption[]): CrudField<CompanySetting>[] {
  return [
    {
      key: 'companyId',
      label: t('setting.company'),
      kind: 'select',
      options: companies.map((company) => ({ value: company.id, label: company.deptName })),
      column: { key: true, width: 220, render: (_, row) => row.companyName },
      form: { required: true, lockedOnEdit: true },
      exportValue: (row) => row.companyName,
    },
    {
      key: 'logo',
      label: t('setting.logo'),
      column: {
        width: 140,
        render: (value) =>
          typeof value === 'string' && value ? (
            <Image src={value} alt={t('setting.logo')} height={32} preview={false} />
          ) : (
            t('setting.noLogo')
          ),
      },
    },
    {
      key: 'shopEnabled',
      label: t('setting.shopEnabled'),
      kind: 'switch',
      column: { width: 140 },
      form: { initial: true },
    },
    {
      key: 'allowSelfApproval',
      label: t('setting.allowSelfApproval'),
      kind: 'switch',
      column: { width: 200 },
      form: { initial: false },
    },
    { key: 'createTime', label: t('common.createTime'), column: { width: 170, sorter: true } },
  ];
}
