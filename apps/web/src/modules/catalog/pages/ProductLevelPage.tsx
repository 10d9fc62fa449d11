import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { CATEGORY_API, type Category, useCategoryTree } from '../api';
import { useCompanyStaff } from '../company-only';
import { categoryOptions } from '../forms';

/** Product levels (domain.md §3): the three-level category tree goods are filed under. */
export default function ProductLevelPage() {
  const { t } = useTranslation('catalog');
  const staff = useCompanyStaff();
  const tree = useCategoryTree();

  const config: CrudConfig<Category> = {
    code: 'product_level',
    title: t('level.title'),
    entity: t('crud:entities.product_level'),
    tree: true,
    api: {
      list: `${CATEGORY_API}/tree`,
      detail: `${CATEGORY_API}/detail`,
      ...(staff ? { submit: `${CATEGORY_API}/submit`, remove: `${CATEGORY_API}/remove` } : {}),
    },
    onChanged: () => void tree.refetch(),
    fields: [
      { key: 'code', label: t('level.code'), column: { key: true, width: 200 }, form: { required: true, max: 32 } },
      { key: 'name', label: t('level.name'), column: { key: true, width: 220 }, form: { required: true, max: 100 } },
      {
        key: 'parentId',
        label: t('level.parent'),
        kind: 'tree',
        // A level-3 category has no children: only levels 1 and 2 can be parents.
        treeOptions: categoryOptions(tree.data ?? [], 2),
        column: false,
        form: { lockedOnEdit: true, placeholder: t('level.topLevel') },
      },
      { key: 'level', label: t('level.level'), column: { width: 90 } },
      { key: 'sort', label: t('level.sort'), kind: 'number', column: { width: 90 }, form: { initial: 1 } },
    ],
    toBody: (values, editing) => ({
      ...values,
      ...(editing ? { id: editing.id, version: editing.version, parentId: editing.parentId } : {}),
    }),
  };

  return <CrudPage config={config} />;
}
