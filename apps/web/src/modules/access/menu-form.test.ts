import { describe, expect, it } from 'vitest';
import type { MenuRecord } from './api';
import { menuToBody, menuToForm } from './menu-form';

const MENU: MenuRecord = {
  id: '5',
  version: 3,
  parentId: '0',
  parentName: null,
  code: 'workbench',
  name: 'Workbench',
  nameI18n: { zh: '工作台', en: 'Workbench' },
  alias: 'workbench',
  path: '/workbench',
  source: 'DashboardOutlined',
  sort: 1,
  category: 1,
  action: 0,
  isOpen: 1,
  component: null,
  query: null,
  meta: { isTab: false, keepScroll: true },
  remark: null,
  status: 1,
  createTime: '2026-01-01 00:00:00',
  hasChildren: true,
};

describe('menu form', () => {
  it('edits a name per language and the tab switch', () => {
    expect(menuToForm(MENU)).toMatchObject({
      parentId: '0',
      isTab: false,
      name_zh: '工作台',
      name_en: 'Workbench',
      name_fr: '',
      name_sw: '',
    });
    expect(menuToForm({ ...MENU, parentId: '9', meta: null })).toMatchObject({ parentId: '9', isTab: true });
  });

  it('sends the names as nameI18n, empty texts as null, and keeps the other route meta', () => {
    const body = menuToBody(
      {
        ...menuToForm(MENU),
        name_fr: ' Bureau ',
        name_en: '',
        path: '  ',
        isTab: true,
        parentId: undefined,
      },
      MENU,
    );
    expect(body).toMatchObject({
      id: '5',
      version: 3,
      parentId: '0',
      code: 'workbench',
      nameI18n: { zh: '工作台', fr: 'Bureau' },
      path: null,
      source: 'DashboardOutlined',
      meta: { keepScroll: true },
    });
    expect(Object.keys(body).filter((key) => key.startsWith('name_'))).toEqual([]);
    expect(menuToBody({ code: 'x', name_en: 'X', isTab: false }, null)).toMatchObject({
      parentId: '0',
      nameI18n: { en: 'X' },
      meta: { isTab: false },
    });
    expect(menuToBody({ code: 'x', name_en: 'X', isTab: true }, null)).not.toHaveProperty('id');
    expect(menuToBody({ code: 'x', name_en: 'X', isTab: true }, null).meta).toBeNull();
  });
});
