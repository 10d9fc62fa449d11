import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { SMS_API, type SmsMessage } from '../api';

/**
 * /resource/sms: the text messages sent within the tenant. With the table provider (the demo) the text
 * is shown in full, code included; through the HTTP gateway the code is masked.
 */
export default function SmsPage() {
  const { t } = useTranslation('records');
  const config: CrudConfig<SmsMessage> = {
    code: 'sms',
    title: t('sms.title'),
    entity: t('crud:entities.sms'),
    api: { list: `${SMS_API}/list` },
    fields: [
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
    ],
  };
  return <CrudPage config={config} />;
}
