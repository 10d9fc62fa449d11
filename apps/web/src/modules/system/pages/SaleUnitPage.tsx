import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { frameKeys } from '../../../lib/frame-keys';
import { SALE_UNIT_API, type SaleUnit } from '../api';
import { saleUnitFields } from './SaleUnitPage.fields';

/** Sales units of the tenant; their business mode (ipoStatus) drives the My-Head-Agent header (spec §6). */
export default function SaleUnitPage() {
  const { t } = useTranslation('system');
  const client = useQueryClient();

  const config: CrudConfig<SaleUnit> = {
    code: 'saleunit',
    title: t('saleUnit.title'),
    entity: t('crud:entities.saleunit'),
    api: {
      list: `${SALE_UNIT_API}/list`,
      detail: `${SALE_UNIT_API}/detail`,
      submit: `${SALE_UNIT_API}/submit`,
      remove: `${SALE_UNIT_API}/remove`,
    },
    // The contact dialog keeps sale units for 30 minutes (spec §9): a change here shows there at once.
    onChanged: () => void client.invalidateQueries({ queryKey: frameKeys.salesPeople() }),
    fields: saleUnitFields(t),
  };

  return <CrudPage config={config} />;
}
