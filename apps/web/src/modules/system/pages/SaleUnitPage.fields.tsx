import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { CrudField } from '../../../crud/types';
import type { SaleUnit } from '../api';

/** The sales-unit list's columns and its dialog's fields. */
export function saleUnitFields(t: TFunction<'system'>): CrudField<SaleUnit>[] {
  const ipoOptions = [
    { value: 1, label: t('saleUnit.ipo1') },
    { value: 2, label: t('saleUnit.ipo2') },
    { value: 3, label: t('saleUnit.ipo3') },
  ];
  return [
    {
      key: 'saleUnitCode',
      label: t('saleUnit.code'),
      search: 'like',
      column: { key: true, width: 140, sorter: true },
      form: { required: true, max: 32, rule: z.string().regex(/^[0-9A-Za-z._-]+$/, t('saleUnit.codeRule')) },
    },
    {
      key: 'saleUnitName',
      label: t('saleUnit.name'),
      search: 'like',
      column: { key: true, width: 240, sorter: true },
      form: { required: true, max: 100 },
    },
    {
      key: 'ipoStatus',
      label: t('saleUnit.ipoStatus'),
      kind: 'select',
      options: ipoOptions,
      search: 'equal',
      column: { width: 140 },
      form: { required: true, initial: 1 },
    },
    { key: 'createTime', label: t('common.createTime'), search: 'range', column: { width: 170, sorter: true } },
  ];
}
