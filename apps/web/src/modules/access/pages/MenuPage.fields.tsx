import { Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { parentField } from '../../../crud/parent-field';
import type { CrudField } from '../../../crud/types';
import { MENU_ICON_NAMES, MenuIcon } from '../../../shell/menu-icons';
import type { PickerNode } from '../api';
import { MENU_LANGUAGES, type MenuRecord } from '../api';
import { nameKey } from '../menu-form';

const BUTTON = 2;

/** The menu tree's columns and its dialog's fields, the name in each language among them. */
export function menuFields(t: TFunction<'access'>, parents: PickerNode[]): CrudField<MenuRecord>[] {
  const options = <K extends string | number>(values: readonly K[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const names: CrudField<MenuRecord>[] = MENU_LANGUAGES.map((lang) => ({
    key: nameKey(lang),
    label: t(`menu.nameIn.${lang}`),
    column: false,
    form: { max: 50 },
  }));
  return [
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
    parentField(t('menu.parent'), parents, t('menu.topLevel')),
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
  ];
}
