import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudField, Option } from '../../../crud/types';
import { ADDRESS_TYPES, type Address, type AddressType, partyLabel } from '../api';

type Context = {
  /** The parties the caller may add an address to. */
  partyChoices: Option[];
  /** A customer account's own customer (its default party); null for company staff. */
  customer: { customerCode: string; customerName: string } | null;
  typeLabel: (type: AddressType) => string;
};

/** The columns, search fields and form fields of /customer/address. */
export function addressFields(t: TFunction, { partyChoices, customer, typeLabel }: Context): CrudField<Address>[] {
  return [
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
  ];
}
