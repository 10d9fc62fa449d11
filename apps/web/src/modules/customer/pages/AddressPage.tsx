import { addressCodes, CUSTOMER_MENUS } from '@smdp/contracts/customer';
import { Card, message } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, Option } from '../../../crud/types';
import { useSession } from '../../../lib/session';
import { ADDRESS_API, type Address, type AddressType, partyLabel, setDefaultAddress, usePartyOptions } from '../api';
import { addressFields } from './AddressPage.fields';

/** Parties that may get an address: every one not closed. */
const ADDRESS_PARTY_STATES = ['DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'SUSPENDED'] as const;

/**
 * /customer/address: billing, shipping and pick-up addresses of the caller's own customer and of the
 * parties it manages (every party for company staff); at most one default per party and type.
 */
export default function AddressPage() {
  const { t } = useTranslation('customer');
  const own = useSession((state) => state.user?.user_info);
  const customer = own?.customerCode ? own : null;
  const parties = usePartyOptions('address', ADDRESS_PARTY_STATES);
  // The list waits for its pickers, so their first answer cannot restart a dialog opened early.
  const pickersReady = !parties.isLoading;
  // One config per change of what it is built from: the form dialog starts over whenever the
  // config changes, so a re-render (a refetch on focus, say) must not wipe what is being typed.
  const config = useMemo((): CrudConfig<Address> => {
    const partyChoices: Option[] = (parties.data ?? []).map((party) => ({ value: party.id, label: partyLabel(party) }));
    const typeLabel = (type: AddressType) => t(`address.types.${type}`);

    return {
      code: CUSTOMER_MENUS.address,
      title: t('address.title'),
      entity: t('crud:entities.address'),
      api: {
        list: `${ADDRESS_API}/list`,
        detail: `${ADDRESS_API}/detail`,
        submit: `${ADDRESS_API}/submit`,
        remove: `${ADDRESS_API}/remove`,
      },
      fields: addressFields(t, { partyChoices, customer, typeLabel }),
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
          permission: addressCodes.edit,
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
