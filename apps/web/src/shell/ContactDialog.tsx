import type { Wire } from '@smdp/contracts';
import type { SalesContacts } from '@smdp/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { frameKeys } from '../lib/frame-keys';
import { get } from '../lib/http';
import { settings } from '../lib/settings';

/** A sales person of the customer, as `saleUnit/selectSaleUnitList` sends it. */
type SalesPerson = Wire<SalesContacts>['salesPersonList'][number];

/** spec §8: a failed load gives an empty list (quietly, no error toast). */
export async function loadSalesPeople(): Promise<SalesPerson[]> {
  try {
    const data = await get<Partial<Wire<SalesContacts>>>('/blade-system/saleUnit/selectSaleUnitList', undefined, {
      quiet: true,
    });
    return data?.salesPersonList ?? [];
  } catch {
    return [];
  }
}

/** spec §2 top bar: the contact dialog listing the customer's sales people. */
export function ContactDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const people = useQuery({ queryKey: frameKeys.salesPeople(), queryFn: loadSalesPeople, staleTime: 30 * 60_000 });
  return (
    <Modal open title={t('contact.title')} width={settings.contactDialogWidthPx} footer={null} onCancel={onClose}>
      <Table<SalesPerson>
        rowKey={(person) => `${person.saleUnitName}|${person.enName}|${person.contactNumber}`}
        loading={people.isLoading}
        dataSource={people.data ?? []}
        pagination={false}
        columns={[
          { title: t('contact.saleUnit'), dataIndex: 'saleUnitName' },
          { title: t('contact.jobTitle'), dataIndex: 'jobTitle' },
          { title: t('contact.name'), dataIndex: 'enName' },
          { title: t('contact.phone'), dataIndex: 'contactNumber' },
        ]}
      />
    </Modal>
  );
}
