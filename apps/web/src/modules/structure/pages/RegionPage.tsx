import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { formValuesOf, identityOf, REGION_API, type Region, textOrNull, useRegionPicker } from '../api';
import { regionFields } from './RegionPage.fields';

/** Countries, provinces, cities and districts of the tenant; a region's level follows from its parent. */
export default function RegionPage() {
  const { t } = useTranslation('structure');
  const parents = useRegionPicker();

  const config: CrudConfig<Region> = {
    code: 'region',
    title: t('region.title'),
    entity: t('crud:entities.region'),
    tree: true,
    api: {
      list: `${REGION_API}/list`,
      detail: `${REGION_API}/detail`,
      submit: `${REGION_API}/submit`,
      remove: `${REGION_API}/remove`,
    },
    onChanged: () => void parents.refetch(),
    importing: {
      path: `${REGION_API}/import-region`,
      template: `${REGION_API}/export-template`,
      templateName: `${t('region.title')}.xlsx`,
    },
    fields: regionFields(t, parents.data ?? []),
    toForm: formValuesOf,
    toBody: (values, editing) => ({ ...values, ...identityOf(editing), remark: textOrNull(values.remark) }),
  };
  return <CrudPage config={config} />;
}
