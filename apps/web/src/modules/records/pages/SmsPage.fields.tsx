import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import type { SmsMessage } from '../api';

/** The SMS list's columns. */
export function smsFields(t: TFunction<'records'>): CrudField<SmsMessage>[] {
  return [
    { key: 'phone', label: t('sms.phone'), search: 'like', column: { key: true, width: 170, sorter: true } },
    { key: 'content', label: t('sms.content') },
    {
      key: 'provider',
      label: t('sms.provider'),
      options: [
        { value: 'table', label: t('sms.providerTable') },
        { value: 'http', label: t('sms.providerHttp') },
      ],
      search: 'equal',
      column: { width: 130 },
    },
    {
      key: 'state',
      label: t('sms.state'),
      options: [
        { value: 'SENT', label: t('sms.sent') },
        { value: 'FAILED', label: t('sms.failed') },
      ],
      search: 'equal',
      column: {
        width: 110,
        render: (value) =>
          value === 'SENT' ? <Tag color="green">{t('sms.sent')}</Tag> : <Tag color="red">{t('sms.failed')}</Tag>,
      },
    },
    { key: 'error', label: t('sms.error'), column: { width: 120, hidden: true } },
    { key: 'createTime', label: t('sms.time'), search: 'range', column: { width: 180, sorter: true } },
  ];
}
