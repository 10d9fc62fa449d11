import { PARAM_LIMITS } from '@smdp/contracts/system';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { CrudField } from '../../../crud/types';
import type { Param } from '../api';

/** The parameter list's columns and its dialog's fields. */
export function paramFields(t: TFunction<'system'>): CrudField<Param>[] {
  return [
    {
      key: 'paramName',
      label: t('param.name'),
      search: 'like',
      column: { key: true, width: 220, sorter: true },
      form: { required: true, max: PARAM_LIMITS.paramName },
    },
    {
      key: 'paramKey',
      label: t('param.key'),
      search: 'like',
      column: { key: true, width: 240, sorter: true },
      form: {
        required: true,
        max: PARAM_LIMITS.paramKey,
        rule: z.string().regex(/^[A-Za-z0-9_.-]+$/, t('param.keyRule')),
      },
    },
    {
      key: 'paramValue',
      label: t('param.value'),
      kind: 'textarea',
      column: { width: 280 },
      form: { required: true, max: PARAM_LIMITS.paramValue },
    },
    {
      key: 'remark',
      label: t('common.remark'),
      kind: 'textarea',
      column: { hidden: true },
      form: { max: PARAM_LIMITS.remark },
    },
    { key: 'updateTime', label: t('param.updateTime'), column: { width: 170, sorter: true } },
    { key: 'createTime', label: t('common.createTime'), search: 'range', column: { width: 170, sorter: true } },
  ];
}
