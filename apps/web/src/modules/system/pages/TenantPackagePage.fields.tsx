import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import type { TenantPackage } from '../api';

/** The package list's columns and its dialog's fields. */
export function tenantPackageFields(t: TFunction<'system'>): CrudField<TenantPackage>[] {
  return [
    {
      key: 'packageName',
      label: t('package.packageName'),
      search: 'like',
      column: { key: true, width: 220, sorter: true },
      form: { required: true, max: 50 },
    },
    {
      key: 'menuIds',
      label: t('package.menuCount'),
      column: { width: 120, render: (value) => (Array.isArray(value) ? value.length : 0) },
      exportValue: (row) => row.menuIds.length,
    },
    { key: 'remark', label: t('common.remark'), kind: 'textarea', column: { width: 260 }, form: { max: 255 } },
    { key: 'createTime', label: t('common.createTime'), search: 'range', column: { sorter: true, width: 170 } },
  ];
}
