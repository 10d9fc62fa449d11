import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { type CustomerLevel, LEVEL_API, usePriceListOptions } from '../api';
import { formValues } from '../forms';
import { customerLevelFields } from './CustomerLevelPage.fields';

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
    fields: customerLevelFields(t, lists.data?.records ?? []),
    toForm: formValues,
    toBody: (values, editing) => ({
      ...values,
      defaultPriceListId: values.defaultPriceListId || null,
      ...(editing ? { id: editing.id, version: editing.version } : {}),
    }),
  };

  return <CrudPage config={config} />;
}
