import { useTranslation } from 'react-i18next';
import { PartyPage } from './PartyPage';

/** /customer/list: company staff's list of every customer of the tenant. */
export default function CustomerListPage() {
  const { t } = useTranslation('customer');
  return <PartyPage code="customer_list" title={t('party.listTitle')} />;
}
