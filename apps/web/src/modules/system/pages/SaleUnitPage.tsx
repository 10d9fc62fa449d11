import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { frameKeys } from '../../../lib/frame-keys';
import { SALE_UNIT_API, type SaleUnit } from '../api';

/** Sales units of the tenant; their business mode (ipoStatus) drives the My-Head-Agent header (spec §6). */
export default function SaleUnitPage() {
  const { t } = useTranslation('system');
  const client = useQueryClient();
  const ipoOptions = [
    { value: 1, label: t('saleUnit.ipo1') },
    { value: 2, label: t('saleUnit.ipo2') },
    { value: 3, label: t('saleUnit.ipo3') },
  ];

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
    fields: [
      {
        key: 'saleUnitCode',
        label: t('saleUnit.code'),
        search: 'like',
        column: { key: true, width: 140, sorter: true },
        form: { required: true, max: 32, rule: z.string().regex(/^[0-9A-Za-z._-]+$/, t('saleUnit.codeRule')) },
      },
      {
        key: 'saleUnitName',
        label: t('saleUnit.name'),
        search: 'like',
        column: { key: true, width: 240, sorter: true },
        form: { required: true, max: 100 },
      },
      {
        key: 'ipoStatus',
        label: t('saleUnit.ipoStatus'),
        kind: 'select',
        options: ipoOptions,
        search: 'equal',
        column: { width: 140 },
        form: { required: true, initial: 1 },
      },
      { key: 'createTime', label: t('common.createTime'), search: 'range', column: { width: 170, sorter: true } },
    ],
  };

  return <CrudPage config={config} />;
}
