import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { type CustomerLevel, LEVEL_API, usePriceListOptions } from '../api';
import { formValues } from '../forms';

/** Customer levels (domain.md §3): how a seller grades its buyers, each grade with a default price list. */
export default function CustomerLevelPage() {
  const { t } = useTranslation('catalog');
  const lists = usePriceListOptions();

  const config: CrudConfig<CustomerLevel> = {
    code: 'customer_level',
    title: t('customerLevel.title'),
    entity: t('crud:entities.customer_level'),
    api: {
      list: `${LEVEL_API}/list`,
      detail: `${LEVEL_API}/detail`,
      submit: `${LEVEL_API}/submit`,
      remove: `${LEVEL_API}/remove`,
    },
    fields: [
      {
        key: 'code',
        label: t('customerLevel.code'),
        search: 'like',
        column: { key: true, sorter: true, width: 160 },
        form: { required: true, max: 32 },
      },
      {
        key: 'name',
        label: t('customerLevel.name'),
        search: 'like',
        column: { key: true, width: 200 },
        form: { required: true, max: 100 },
      },
      {
        key: 'rank',
        label: t('customerLevel.rank'),
        kind: 'number',
        column: { sorter: true, width: 90 },
        form: { initial: 1 },
      },
      {
        key: 'defaultPriceListId',
        label: t('customerLevel.defaultPriceList'),
        kind: 'select',
        options: (lists.data?.records ?? []).map((list) => ({ value: list.id, label: `${list.code} ${list.name}` })),
        column: { width: 220, render: (_value, level) => level.defaultPriceListName ?? '' },
        exportValue: (level) => level.defaultPriceListName,
        form: {},
      },
      { key: 'ownerName', label: t('customerLevel.owner'), column: { width: 200 } },
      {
        key: 'remark',
        label: t('customerLevel.remark'),
        kind: 'textarea',
        column: { hidden: true },
        form: { max: 500 },
      },
    ],
    toForm: formValues,
    toBody: (values, editing) => ({
      ...values,
      defaultPriceListId: values.defaultPriceListId || null,
      ...(editing ? { id: editing.id, version: editing.version } : {}),
    }),
  };

  return <CrudPage config={config} />;
}
