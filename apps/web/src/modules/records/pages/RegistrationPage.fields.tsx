import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import type { Registration, RegistrationState } from '../api';

const STATE_COLORS: Record<RegistrationState, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };

/** The registration list's columns and its view's fields. */
export function registrationFields(t: TFunction<'records'>): CrudField<Registration>[] {
  const stateLabel = (state: RegistrationState) => t(`registration.state${state}`);
  return [
    {
      key: 'account',
      label: t('registration.account'),
      search: 'like',
      column: { key: true, width: 150, sorter: true },
    },
    { key: 'name', label: t('registration.name'), search: 'like', column: { width: 150 } },
    {
      key: 'state',
      label: t('registration.state'),
      options: (['PENDING', 'APPROVED', 'REJECTED'] as const).map((state) => ({
        value: state,
        label: stateLabel(state),
      })),
      search: 'equal',
      column: {
        width: 120,
        render: (value) => {
          const state = value as RegistrationState;
          return <Tag color={STATE_COLORS[state]}>{stateLabel(state)}</Tag>;
        },
      },
    },
    { key: 'reason', label: t('registration.reason') },
    { key: 'oauthId', label: t('registration.oauthId'), column: { hidden: true } },
    { key: 'decidedBy', label: t('registration.decidedBy'), column: { width: 130 } },
    { key: 'decidedTime', label: t('registration.decidedTime'), column: { width: 180, sorter: true } },
    { key: 'createTime', label: t('registration.createTime'), search: 'range', column: { width: 180, sorter: true } },
  ];
}
