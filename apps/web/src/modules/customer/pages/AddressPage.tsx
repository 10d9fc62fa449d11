import { useQuery } from '@tanstack/react-query';
import { Card, message, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, Option } from '../../../crud/types';
import { useSession } from '../../../lib/session';
import {
  ADDRESS_API,
  ADDRESS_TYPES,
  type Address,
  type AddressType,
  partyLabel,
  partyOptions,
  setDefaultAddress,
} from '../api';

/**
 * /customer/address: billing, shipping and pick-up addresses of the caller's own customer and of the
 * parties it manages (every party for company staff); at most one default per party and type.
 */
export default function AddressPage() {
  const { t } = useTranslation('customer');
  const own = useSession((state) => state.user?.user_info);
  const customer = own?.customerCode ? own : null;
  const parties = useQuery({
    queryKey: ['customer', 'address-party-options'],
    queryFn: () => partyOptions(['DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'SUSPENDED']),
  });
  // The list waits for its pickers, so their first answer cannot restart a dialog opened early.
  const pickersReady = !parties.isLoading;
  // One config per change of what it is built from: the form dialog starts over whenever the
  // config changes, so a re-render (a refetch on focus, say) must not wipe what is being typed.
  const config = useMemo((): CrudConfig<Address> => {
    const partyChoices: Option[] = (parties.data ?? []).map((party) => ({ value: party.id, label: partyLabel(party) }));
    const typeLabel = (type: AddressType) => t(`address.types.${type}`);

    return {
      code: 'address',
      title: t('address.title'),
      entity: t('crud:entities.address'),
      api: {
        list: `${ADDRESS_API}/list`,
        detail: `${ADDRESS_API}/detail`,
        submit: `${ADDRESS_API}/submit`,
        remove: `${ADDRESS_API}/remove`,
      },
      fields: [
        {
          key: 'partyCode',
          label: t('address.partyCode'),
          search: 'like',
          column: { key: true, sorter: true, width: 130 },
        },
        {
          // The party picker sits on the party's name so the view reads a name; toBody carries the id.
          // A customer account left empty adds to its own customer (the server's default).
          key: 'partyName',
          label: t('address.party'),
          kind: 'select',
          options: partyChoices,
          column: { width: 180, render: (value) => String(value ?? '') },
          form: {
            required: !customer,
            lockedOnEdit: true,
            placeholder: customer ? t('address.ownParty', { party: partyLabel(customer) }) : undefined,
          },
        },
        {
          key: 'addressType',
          label: t('address.type'),
          options: ADDRESS_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
          kind: 'select',
          search: 'equal',
          column: { width: 120 },
          form: { required: true, initial: 'SHIPPING' },
        },
        {
          key: 'isDefault',
          label: t('address.default'),
          kind: 'switch',
          column: {
            width: 100,
            render: (value) => (value ? <Tag color="blue">{t('address.defaultTag')}</Tag> : null),
          },
          form: { initial: false },
        },
        {
          key: 'line',
          label: t('address.line'),
          search: 'like',
          column: { width: 260 },
          form: { required: true, max: 255 },
        },
        { key: 'contactName', label: t('address.contact'), search: 'like', column: { width: 130 }, form: { max: 100 } },
        { key: 'phone', label: t('address.phone'), column: { width: 140 }, form: { max: 32 } },
        { key: 'regionCode', label: t('address.region'), column: { hidden: true }, form: { max: 32 } },
        { key: 'lat', label: t('address.lat'), kind: 'number', column: { hidden: true }, form: {} },
        { key: 'lng', label: t('address.lng'), kind: 'number', column: { hidden: true }, form: {} },
        { key: 'createTime', label: t('address.created'), column: { hidden: true, sorter: true } },
      ],
      toForm: (address) => ({ ...address, partyName: address.partyId }),
      toBody: (values, editing) => {
        const { partyName, ...rest } = values;
        return {
          ...rest,
          isDefault: Boolean(values.isDefault),
          ...(editing ? { id: editing.id, version: editing.version } : { partyId: partyName || undefined }),
        };
      },
      rowActions: [
        {
          key: 'setDefault',
          label: t('address.setDefault'),
          permission: 'address_edit',
          visible: (address) => !address.isDefault,
          run: async (address, context) => {
            await setDefaultAddress(address);
            message.success(t('address.defaultSet', { type: typeLabel(address.addressType) }));
            context.refresh();
          },
        },
      ],
    };
  }, [t, customer, parties.data]);

  return pickersReady ? <CrudPage config={config} /> : <Card title={config.title} loading />;
}
