import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import {
  formValuesOf,
  identityOf,
  parentOptions,
  REGION_API,
  REGION_LEVELS,
  type Region,
  TOP_LEVEL,
  textOrNull,
  useRegionPicker,
} from '../api';

const LEVEL_COLOURS = ['', 'blue', 'green', 'orange', 'default'];

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
    fields: [
      {
        key: 'name',
        label: t('region.name'),
        search: 'like',
        column: { key: true, width: 240 },
        form: { required: true, max: 50 },
      },
      {
        key: 'code',
        label: t('region.code'),
        search: 'like',
        column: { width: 160 },
        form: { required: true, max: 32, rule: z.string().regex(/^[A-Za-z0-9_-]+$/, t('codeRule')) },
      },
      {
        key: 'parentId',
        label: t('region.parent'),
        kind: 'tree',
        treeOptions: parentOptions(parents.data ?? [], t('region.topLevel')),
        column: false,
        form: { initial: TOP_LEVEL },
      },
      {
        key: 'regionLevel',
        label: t('region.level'),
        kind: 'select',
        options: REGION_LEVELS.map((value) => ({ value, label: t(`region.levels.${value}`) })),
        search: 'equal',
        column: {
          width: 120,
          render: (value) => <Tag color={LEVEL_COLOURS[Number(value)]}>{t(`region.levels.${String(value)}`)}</Tag>,
        },
        form: false,
      },
      { key: 'sort', label: t('sort'), kind: 'number', column: { width: 90 }, form: { initial: 0 } },
      { key: 'remark', label: t('remark'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
      { key: 'createTime', label: t('createTime'), column: { hidden: true, width: 170 } },
    ],
    toForm: formValuesOf,
    toBody: (values, editing) => ({ ...values, ...identityOf(editing), remark: textOrNull(values.remark) }),
  };
  return <CrudPage config={config} />;
}
