import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { CrudField } from '../../../crud/types';
import { type Dict, LANGUAGES, translationKey } from '../api';

const STATUSES = [1, 0] as const;

/** The value in each language of the portal: in the dialog only. */
const translationFields = (t: TFunction<'structure'>): CrudField<Dict>[] =>
  LANGUAGES.map((lang) => ({
    key: translationKey(lang),
    label: t(`dict.valueIn.${lang}`),
    column: false,
    form: { max: 255 },
  }));

const sealedTag = (t: TFunction<'structure'>, value: unknown) =>
  value === 1 ? <Tag color="gold">{t('dict.sealed')}</Tag> : null;

/** The dictionary list's columns and its dialog's fields. */
export function dictionaryFields(t: TFunction<'structure'>): CrudField<Dict>[] {
  return [
    {
      key: 'code',
      label: t('dict.code'),
      search: 'like',
      column: { key: true, width: 170 },
      form: { required: true, max: 64, rule: z.string().regex(/^[\w.-]+$/, t('codeRule')) },
    },
    {
      key: 'dictValue',
      label: t('dict.name'),
      search: 'like',
      column: { key: true, width: 170 },
      form: { required: true, max: 255 },
    },
    ...translationFields(t),
    { key: 'sort', label: t('sort'), kind: 'number', column: { width: 80 }, form: { initial: 0 } },
    {
      key: 'isSealed',
      label: t('dict.sealed'),
      column: { width: 90, render: (value) => sealedTag(t, value) },
      form: false,
    },
    { key: 'remark', label: t('remark'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
  ];
}

/** The entry list's columns and its dialog's fields. */
export function dictEntryFields(t: TFunction<'structure'>): CrudField<Dict>[] {
  return [
    {
      key: 'dictKey',
      label: t('dict.key'),
      search: 'like',
      column: { key: true, width: 120 },
      form: { required: true, max: 64 },
    },
    {
      key: 'dictValue',
      label: t('dict.value'),
      search: 'like',
      column: { key: true, width: 180 },
      form: { required: true, max: 255 },
    },
    ...translationFields(t),
    { key: 'sort', label: t('sort'), kind: 'number', column: { width: 80 }, form: { initial: 0 } },
    {
      key: 'status',
      label: t('dict.status'),
      kind: 'select',
      options: STATUSES.map((value) => ({ value, label: t(`dict.statuses.${value}`) })),
      search: 'equal',
      column: { width: 100 },
      form: { required: true, initial: 1 },
    },
    { key: 'remark', label: t('remark'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
  ];
}
