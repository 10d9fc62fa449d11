import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { CATEGORY_API, type Category, useCategoryTree } from '../api';
import { useCompanyStaff } from '../company-only';
import { productLevelFields } from './ProductLevelPage.fields';

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
    fields: productLevelFields(t, tree.data ?? []),
    toBody: (values, editing) => ({
      ...values,
      ...(editing ? { id: editing.id, version: editing.version, parentId: editing.parentId } : {}),
    }),
  };

  return <CrudPage config={config} />;
}
