import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { CrudField, Option } from '../../../crud/types';
import type { Tenant } from '../api';

const HOSTNAME =
  /^(https?:\/\/)?[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?)*(:\d+)?\/?$/;

/** The tenant list's columns and its dialog's fields. */
export function tenantFields(t: TFunction<'system'>, packageOptions: Option[]): CrudField<Tenant>[] {
  return [
    { key: 'tenantId', label: t('tenant.tenantId'), search: 'like', column: { key: true, width: 110, sorter: true } },
    {
      key: 'tenantName',
      label: t('tenant.tenantName'),
      search: 'like',
      column: { key: true, width: 200, sorter: true },
      form: { required: true, max: 50 },
    },
    {
      key: 'domain',
      label: t('tenant.domain'),
      search: 'like',
      column: { width: 180 },
      form: {
        max: 253,
        rule: z.string().regex(HOSTNAME, t('tenant.domainInvalid')),
        placeholder: 'portal.example.com',
      },
    },
    { key: 'linkman', label: t('tenant.linkman'), column: { width: 120 }, form: { max: 50 } },
    { key: 'contactNumber', label: t('tenant.contactNumber'), column: { width: 140 }, form: { max: 30 } },
    {
      key: 'accountNumber',
      label: t('tenant.accountNumber'),
      kind: 'number',
      column: {
        width: 130,
        render: (value, row) => `${row.accountCount} / ${value === -1 ? t('tenant.unlimited') : String(value)}`,
      },
      form: {
        initial: -1,
        rule: z.number().refine((n) => n === -1 || n >= 1, t('tenant.accountNumberRule')),
      },
      exportValue: (row) => row.accountNumber,
    },
    {
      key: 'expireTime',
      label: t('tenant.expireTime'),
      kind: 'datetime',
      column: {
        width: 170,
        sorter: true,
        render: (value) =>
          typeof value === 'string' && value ? (
            dayjs(value).isBefore(dayjs()) ? (
              <Tag color="red">{value}</Tag>
            ) : (
              value
            )
          ) : (
            t('tenant.never')
          ),
      },
      form: {},
    },
    {
      key: 'packageId',
      label: t('tenant.package'),
      kind: 'select',
      options: packageOptions,
      column: { width: 140, render: (_, row) => row.packageName ?? t('tenant.noPackage') },
      form: {},
      exportValue: (row) => row.packageName,
    },
    { key: 'address', label: t('tenant.address'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
    { key: 'createTime', label: t('common.createTime'), search: 'range', column: { hidden: true, sorter: true } },
  ];
}
