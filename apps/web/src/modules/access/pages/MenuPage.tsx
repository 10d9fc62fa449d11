import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { MENU_API, type MenuRecord, useMenuPicker } from '../api';
import { menuToBody, menuToForm } from '../menu-form';
import { menuFields } from './MenuPage.fields';

/**
 * Every menu and button of the portal (shared by all tenants; only the administrator tenant edits
 * them): a tree table with buttons beneath their page, names in the six languages, an icon picker.
 */
export default function MenuPage() {
  const { t } = useTranslation('access');
  const parents = useMenuPicker();

  const config: CrudConfig<MenuRecord> = {
    code: 'menu',
    title: t('menu.title'),
    entity: t('crud:entities.menu'),
    tree: true,
    dialogWidth: 820,
    api: {
      list: `${MENU_API}/list`,
      detail: `${MENU_API}/detail`,
      submit: `${MENU_API}/submit`,
      remove: `${MENU_API}/remove`,
    },
    onChanged: () => void parents.refetch(),
    fields: menuFields(t, parents.data ?? []),
    toForm: menuToForm,
    toBody: menuToBody,
  };

  return <CrudPage config={config} />;
}
