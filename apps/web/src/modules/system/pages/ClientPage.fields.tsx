import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { CrudField } from '../../../crud/types';
import type { OAuthClient } from '../api';

const GRANT_TYPES = ['password', 'captcha', 'refresh_token', 'social', 'authorization_code'];

/** The client list's columns and its dialog's fields. */
export function clientFields(t: TFunction<'system'>): CrudField<OAuthClient>[] {
  return [
    {
      key: 'clientId',
      label: t('client.clientId'),
      search: 'like',
      column: { key: true, width: 160, sorter: true },
      form: {
        required: true,
        max: 32,
        lockedOnEdit: true,
        rule: z.string().regex(/^[A-Za-z0-9_.-]{2,}$/, t('client.clientIdRule')),
      },
    },
    { key: 'scope', label: t('client.scope'), column: { width: 100 }, form: { max: 64, initial: 'all' } },
    {
      key: 'authorizedGrantTypes',
      label: t('client.grantTypes'),
      kind: 'multiselect',
      options: GRANT_TYPES.map((grant) => ({ value: grant, label: grant })),
      column: { width: 300, render: (value) => String(value ?? '').replaceAll(',', ', ') },
      form: { required: true, initial: ['password', 'refresh_token'] },
      exportValue: (row) => row.authorizedGrantTypes,
    },
    {
      key: 'accessTokenValidity',
      label: t('client.accessTokenValidity'),
      kind: 'number',
      column: { width: 150 },
      form: { required: true, initial: 3600, rule: z.number().int().min(60).max(86_400, t('client.validityRule')) },
    },
    {
      key: 'refreshTokenValidity',
      label: t('client.refreshTokenValidity'),
      kind: 'number',
      column: { width: 150 },
      form: {
        required: true,
        initial: 604_800,
        rule: z.number().int().min(60).max(31_536_000, t('client.validityRule')),
      },
    },
    {
      key: 'status',
      label: t('client.status'),
      kind: 'select',
      options: [
        { value: 1, label: t('client.enabled') },
        { value: 0, label: t('client.disabled') },
      ],
      search: 'equal',
      column: {
        width: 100,
        render: (value) =>
          value === 1 ? <Tag color="green">{t('client.enabled')}</Tag> : <Tag>{t('client.disabled')}</Tag>,
      },
      form: { required: true, initial: 1 },
    },
    { key: 'createTime', label: t('common.createTime'), column: { hidden: true, sorter: true } },
  ];
}
