import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { CrudField, Option } from '../../../crud/types';
import type { Post } from '../api';

/** The post list's columns and its dialog's fields. */
export function postFields(t: TFunction<'structure'>, categoryOptions: Option[]): CrudField<Post>[] {
  return [
    {
      key: 'postCode',
      label: t('post.code'),
      search: 'like',
      column: { key: true, sorter: true, width: 160 },
      form: { required: true, max: 20, rule: z.string().regex(/^[A-Za-z0-9_.-]+$/, t('codeRule')) },
    },
    {
      key: 'postName',
      label: t('post.name'),
      search: 'like',
      column: { key: true, sorter: true, width: 220 },
      form: { required: true, max: 50 },
    },
    {
      key: 'category',
      label: t('post.category'),
      kind: 'select',
      options: categoryOptions,
      search: 'equal',
      column: { width: 160 },
      form: { required: true, initial: 1 },
    },
    { key: 'sort', label: t('sort'), kind: 'number', column: { sorter: true, width: 90 }, form: { initial: 0 } },
    { key: 'remark', label: t('remark'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
    { key: 'createTime', label: t('createTime'), search: 'range', column: { sorter: true, width: 170 } },
  ];
}
