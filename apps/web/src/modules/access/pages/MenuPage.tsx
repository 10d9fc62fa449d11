import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudField } from '../../../crud/types';
import { MENU_ICON_NAMES, MenuIcon } from '../../../shell/menu-icons';
import { MENU_API, MENU_LANGUAGES, type MenuRecord, useMenuPicker } from '../api';
import { menuToBody, menuToForm, nameKey } from '../menu-form';
import { parentOptions, TOP_LEVEL } from '../picker';

const BUTTON = 2;

/**
 * Every menu and button of the portal (shared by all tenants; only the administrator tenant edits
 * them): a tree table with buttons beneath their page, names in the six languages, an icon picker.
 */
export default function MenuPage() {
  const { t } = useTranslation('access');
  const parents = useMenuPicker();
  const options = <K extends string | number>(values: readonly K[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  const names: CrudField<MenuRecord>[] = MENU_LANGUAGES.map((lang) => ({
    key: nameKey(lang),
    label: t(`menu.nameIn.${lang}`),
    column: false,
    form: { max: 50 },
  }));

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
    fields: [
      {
        key: 'name',
        label: t('menu.name'),
        search: 'like',
        column: {
          key: true,
          width: 240,
          render: (value, menu) => (
            <Space size={6}>
              {menu.category === BUTTON ? null : <MenuIcon name={menu.source} />}
              {String(value)}
            </Space>
          ),
        },
      },
      {
        key: 'code',
        label: t('menu.code'),
        search: 'like',
        column: { width: 180 },
        form: {
          required: true,
          max: 64,
          rule: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, t('menu.codeRule')),
        },
      },
      {
        key: 'category',
        label: t('menu.category'),
        kind: 'select',
        options: options([1, 2], 'menu.categories'),
        search: 'equal',
        column: {
          width: 100,
          render: (value) => (
            <Tag color={value === BUTTON ? 'orange' : 'blue'}>{t(`menu.categories.${String(value)}`)}</Tag>
          ),
        },
        form: { required: true, initial: 1 },
      },
      {
        key: 'parentId',
        label: t('menu.parent'),
        kind: 'tree',
        treeOptions: parentOptions(parents.data ?? [], t('menu.topLevel')),
        column: false,
        form: { initial: TOP_LEVEL },
      },
      ...names,
      { key: 'path', label: t('menu.path'), column: { width: 220 }, form: { max: 255 } },
      {
        key: 'source',
        label: t('menu.icon'),
        kind: 'select',
        options: MENU_ICON_NAMES.map((name) => ({ value: name, label: name })),
        column: { hidden: true, width: 200 },
        form: {},
      },
      { key: 'sort', label: t('menu.sort'), kind: 'number', column: { width: 80 }, form: { initial: 1 } },
      {
        key: 'action',
        label: t('menu.action'),
        kind: 'select',
        options: options([0, 1, 2, 3], 'menu.actions'),
        column: { hidden: true, width: 120 },
        form: { initial: 0 },
      },
      {
        key: 'isOpen',
        label: t('menu.isOpen'),
        kind: 'select',
        options: options([1, 2], 'menu.isOpenOptions'),
        column: { width: 120 },
        form: { initial: 1 },
      },
      { key: 'isTab', label: t('menu.isTab'), kind: 'switch', column: false, form: { initial: true } },
      { key: 'component', label: t('menu.component'), column: { hidden: true, width: 200 }, form: { max: 255 } },
      { key: 'query', label: t('menu.query'), column: { hidden: true, width: 160 }, form: { max: 255 } },
      {
        key: 'status',
        label: t('menu.status'),
        kind: 'select',
        options: options([1, 0], 'menu.statuses'),
        column: { width: 100 },
        form: { initial: 1 },
      },
      { key: 'alias', label: t('menu.alias'), column: { hidden: true, width: 140 }, form: { max: 50 } },
      { key: 'remark', label: t('menu.remark'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
    ],
    toForm: menuToForm,
    toBody: menuToBody,
  };

  return <CrudPage config={config} />;
}
