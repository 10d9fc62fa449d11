import { useTranslation } from 'react-i18next';
import { PartyPage } from './PartyPage';

/** /customer/sub-customer: the customers a distributor sells to, onboarded by its accounts. */
export default function SubCustomerPage() {
  const { t } = useTranslation('customer');
  return <PartyPage code="sub_customer" title={t('party.subTitle')} />;
}
