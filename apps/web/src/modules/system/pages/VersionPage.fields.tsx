import { Tag, Typography } from 'antd';
import DOMPurify from 'dompurify';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { CrudField } from '../../../crud/types';
import type { SystemVersion } from '../api';

export const PUBLISHED = 1;
const DRAFT = 0;

/** The version list's columns and its dialog's fields. */
export function versionFields(t: TFunction<'system'>): CrudField<SystemVersion>[] {
  const statusOptions = [
    { value: PUBLISHED, label: t('version.published') },
    { value: DRAFT, label: t('version.draft') },
  ];
  return [
    {
      key: 'versionNumber',
      label: t('version.versionNumber'),
      search: 'like',
      column: { key: true, width: 140, sorter: true },
      form: {
        required: true,
        max: 32,
        rule: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/, t('version.versionNumberRule')),
        placeholder: '1.2.0',
      },
    },
    {
      key: 'platform',
      label: t('version.platform'),
      kind: 'select',
      options: [
        { value: 'pc', label: t('version.platformPc') },
        { value: 'app', label: t('version.platformApp') },
      ],
      column: { width: 110 },
      form: { required: true, initial: 'pc' },
    },
    {
      key: 'effectTime',
      label: t('version.effectTime'),
      kind: 'datetime',
      search: 'range',
      column: { width: 180, sorter: true },
      form: { required: true },
    },
    {
      key: 'status',
      label: t('version.status'),
      options: statusOptions,
      search: 'equal',
      column: {
        width: 110,
        render: (value) =>
          value === PUBLISHED ? <Tag color="green">{t('version.published')}</Tag> : <Tag>{t('version.draft')}</Tag>,
      },
    },
    {
      key: 'updateContent',
      label: t('version.updateContent'),
      kind: 'textarea',
      column: {
        render: (value) => (
          <Typography.Text ellipsis style={{ maxWidth: 320 }}>
            {new DOMParser().parseFromString(DOMPurify.sanitize(String(value ?? '')), 'text/html').body.textContent}
          </Typography.Text>
        ),
      },
      form: { max: 20_000, placeholder: t('version.updateContentHelp') },
    },
    { key: 'createTime', label: t('common.createTime'), column: { hidden: true, sorter: true } },
  ];
}
