import { get, post } from '../../lib/http';

export const ROLE_API = '/blade-system/role';
export const MENU_API = '/blade-system/menu';

/** `blade_role.data_scope`: which rows of business lists a role's holders see. */
export const DATA_SCOPES = [1, 2, 3, 4, 5] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export type Role = {
  id: string;
  version: number;
  parentId: string;
  parentName: string | null;
  roleName: string;
  roleAlias: string;
  sort: number;
  dataScope: DataScope;
  status: number;
  createTime: string;
  hasChildren: boolean;
  children?: Role[];
};

export type PickerNode = { id: string; parentId: string; title: string; value: string; children?: PickerNode[] };

/** A menu (category 1) or button (category 2) that a role may be granted. */
export type GrantMenuNode = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  category: number;
  children: GrantMenuNode[];
};

export type MenuLanguage = 'zh' | 'en' | 'fr' | 'ru' | 'es' | 'sw';
export const MENU_LANGUAGES: readonly MenuLanguage[] = ['zh', 'en', 'fr', 'ru', 'es', 'sw'];

export type MenuRecord = {
  id: string;
  version: number;
  parentId: string;
  parentName: string | null;
  code: string;
  name: string;
  nameI18n: Partial<Record<MenuLanguage, string>>;
  alias: string | null;
  path: string | null;
  source: string | null;
  sort: number;
  /** 1 menu, 2 button. */
  category: number;
  /** 0 menu; 1 toolbar, 2 row, 3 both. */
  action: number;
  /** 2 keeps the page alive. */
  isOpen: number;
  component: string | null;
  query: string | null;
  meta: Record<string, unknown> | null;
  remark: string | null;
  /** 1 shown, 0 hidden. */
  status: number;
  createTime: string;
  hasChildren: boolean;
  children?: MenuRecord[];
};

export const rolePicker = () => get<PickerNode[]>(`${ROLE_API}/tree`);
export const grantTree = () => get<GrantMenuNode[]>(`${MENU_API}/grant-tree`);
export const grantedMenuIds = async (roleId: string) =>
  (await get<{ menu: string[] }>(`${ROLE_API}/role-tree-keys`, { roleIds: roleId })).menu;
export const grantRole = (roleId: string, menuIds: string[], dataScope: DataScope) =>
  post<boolean>(`${ROLE_API}/grant`, { roleIds: [roleId], menuIds, dataScope });
export const menuPicker = () => get<PickerNode[]>(`${MENU_API}/tree`);
