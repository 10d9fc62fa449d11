import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { SMS_API, type SmsMessage } from '../api';
import { smsFields } from './SmsPage.fields';

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
    fields: smsFields(t),
  };
  return <CrudPage config={config} />;
}
