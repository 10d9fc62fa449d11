import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/Perm';
import { pickupCodes } from '../api';
import { CounterTab } from './CounterTab';
import { TicketsTab } from './TicketsTab';

/**
 * /sales/pickup (domain.md §5): the counter where a keeper verifies a picker's code and hands the goods
 * over, and the list of tickets with their states. Works at phone width.
 */
export default function PickupPage() {
  const { t } = useTranslation('pickup');
  const atCounter = usePermission(pickupCodes.edit);
  const items = [
    ...(atCounter ? [{ key: 'counter', label: t('tabs.counter'), children: <CounterTab /> }] : []),
    { key: 'tickets', label: t('tabs.tickets'), children: <TicketsTab /> },
  ];
  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <Tabs items={items} destroyOnHidden={false} />
    </Card>
  );
}
