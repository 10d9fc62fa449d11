import { SHOP_ACTIVE, SHOP_INACTIVE, SHOP_LIMITS } from '@smdp/contracts/store';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import type { Shop } from '../api';

/** The store list's columns and its dialog's fields. */
export function shopFields(t: TFunction<'store'>): CrudField<Shop>[] {
  const statusOptions = [
    { value: SHOP_ACTIVE, label: t('shop.open') },
    { value: SHOP_INACTIVE, label: t('shop.closed') },
  ];
  return [
    {
      key: 'shopCode',
      label: t('shop.code'),
      search: 'like',
      column: { key: true, sorter: true, width: 120 },
      form: { required: true, max: SHOP_LIMITS.shopCode },
    },
    {
      key: 'shopName',
      label: t('shop.name'),
      search: 'like',
      column: { key: true, sorter: true, width: 220 },
      form: { required: true, max: SHOP_LIMITS.shopName },
    },
    { key: 'customerName', label: t('shop.customer'), column: { width: 200 } },
    {
      key: 'status',
      label: t('shop.status'),
      options: statusOptions,
      search: 'equal',
      column: {
        width: 100,
        render: (value) =>
          value === SHOP_ACTIVE ? <Tag color="green">{t('shop.open')}</Tag> : <Tag>{t('shop.closed')}</Tag>,
      },
    },
    {
      key: 'bindWarehouseIds',
      label: t('shop.warehouses'),
      column: { width: 120, render: (value) => (Array.isArray(value) ? value.length : 0) },
      exportValue: (shop) => shop.bindWarehouseIds.length,
    },
    {
      key: 'address',
      label: t('shop.address'),
      kind: 'textarea',
      column: { hidden: true },
      form: { max: SHOP_LIMITS.address },
    },
    {
      key: 'remark',
      label: t('shop.remark'),
      kind: 'textarea',
      column: { hidden: true },
      form: { max: SHOP_LIMITS.remark },
    },
    { key: 'createTime', label: t('shop.created'), search: 'range', column: { hidden: true, sorter: true } },
  ];
}
