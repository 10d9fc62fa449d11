import { message, Tag } from 'antd';
import md5 from 'blueimp-md5';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { CrudField, RowAction } from '../../../crud/types';
import {
  ACCOUNT_DISABLED,
  ACCOUNT_ENABLED,
  ACCOUNT_PENDING,
  type ResetPassword,
  resetPasswords,
  setAccountsEnabled,
  type UserRecord,
} from '../api';

const ACCOUNT_PATTERN = /^[A-Za-z0-9._@-]+$/;

/** The fields both account pages share: who the account is, how to reach it, its state. */
export function accountFields(t: TFunction<'user'>): CrudField<UserRecord>[] {
  return [
    {
      key: 'account',
      label: t('user.account'),
      search: 'like',
      column: { width: 140, sorter: true, key: true },
      form: {
        required: true,
        max: 45,
        lockedOnEdit: true,
        rule: z.string().regex(ACCOUNT_PATTERN, t('user.accountRule')),
      },
    },
    { key: 'name', label: t('user.name'), column: { key: true, width: 120, sorter: true }, form: { max: 50 } },
    {
      key: 'realName',
      label: t('user.realName'),
      search: 'like',
      column: { width: 120, sorter: true },
      form: { required: true, max: 50 },
    },
    {
      key: 'password',
      label: t('user.password'),
      kind: 'password',
      column: false,
      form: { required: true, createOnly: true, max: 64 },
    },
    {
      key: 'password2',
      label: t('user.password2'),
      kind: 'password',
      column: false,
      form: { required: true, createOnly: true, max: 64 },
    },
    {
      key: 'email',
      label: t('user.email'),
      column: { width: 180 },
      form: { max: 100, rule: z.email(t('user.emailInvalid')) },
    },
    { key: 'phone', label: t('user.phone'), search: 'like', column: { width: 140 }, form: { max: 30 } },
  ];
}

/** Status and lock columns, shown on both pages. */
export function stateFields(t: TFunction<'user'>): CrudField<UserRecord>[] {
  const statuses = [
    { value: ACCOUNT_ENABLED, label: t('user.statuses.enabled') },
    { value: ACCOUNT_DISABLED, label: t('user.statuses.disabled') },
    { value: ACCOUNT_PENDING, label: t('user.statuses.pending') },
  ];
  return [
    {
      key: 'status',
      label: t('user.status'),
      kind: 'select',
      options: statuses,
      search: 'equal',
      column: {
        width: 100,
        render: (value) => (
          <Tag color={value === ACCOUNT_ENABLED ? 'green' : value === ACCOUNT_DISABLED ? 'default' : 'orange'}>
            {statuses.find((status) => status.value === value)?.label ?? String(value)}
          </Tag>
        ),
      },
      form: false,
    },
    {
      key: 'locked',
      label: t('user.locked'),
      kind: 'switch',
      column: {
        width: 100,
        render: (value, row) =>
          value ? (
            <Tag color="red" title={row.lockedUntil ?? undefined}>
              {t('user.lockedYes')}
            </Tag>
          ) : null,
      },
      form: false,
    },
    { key: 'createTime', label: t('user.createTime'), search: 'range', column: { hidden: true, sorter: true } },
  ];
}

/** What the form sends: passwords as md5 hex (as sign-in sends them), never in clear. */
export function accountBody(values: Record<string, unknown>, editing: UserRecord | null): Record<string, unknown> {
  const { password, password2, ...rest } = values;
  if (editing) return { ...rest, id: editing.id, version: editing.version };
  return { ...rest, password: md5(String(password ?? '')), password2: md5(String(password2 ?? '')) };
}

type ActionCodes = { edit: string; reset: string };

/** Enable, disable and reset-password row actions, gated by the page's codes. */
export function accountActions(
  t: TFunction<'user'>,
  codes: ActionCodes,
  onReset: (reset: ResetPassword[]) => void,
): RowAction<UserRecord>[] {
  return [
    {
      key: 'reset',
      label: t('action.reset'),
      permission: codes.reset,
      confirm: t('action.resetConfirm'),
      run: async (row, { refresh }) => {
        onReset(await resetPasswords([row.id]));
        refresh();
      },
    },
    {
      key: 'disable',
      label: t('action.disable'),
      permission: codes.edit,
      danger: true,
      confirm: t('action.disableConfirm'),
      visible: (row) => row.status === ACCOUNT_ENABLED,
      run: async (row, { refresh }) => {
        await setAccountsEnabled([row.id], false);
        message.success(t('action.disabled'));
        refresh();
      },
    },
    {
      key: 'enable',
      label: t('action.enable'),
      permission: codes.edit,
      confirm: t('action.enableConfirm'),
      visible: (row) => row.status === ACCOUNT_DISABLED,
      run: async (row, { refresh }) => {
        await setAccountsEnabled([row.id], true);
        message.success(t('action.enabled'));
        refresh();
      },
    },
  ];
}
