import { LANGUAGES, type Language, type Wire } from '@smdp/contracts';
import {
  DATA_SCOPE,
  type DataScopeValue,
  type GrantedMenus,
  type GrantMenuNode,
  type GrantTree,
  type MenuPickerNode,
  type MenuRecordNode,
  type RoleNode,
  type RoleTreeNode,
} from '@smdp/contracts/access';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/http';

export const ROLE_API = '/blade-system/role';
export const MENU_API = '/blade-system/menu';

/** `blade_role.data_scope`: which rows of business lists a role's holders see. */
export const DATA_SCOPES = Object.values(DATA_SCOPE);
export type DataScope = DataScopeValue;

export type Role = Wire<RoleNode>;
/** A node of the role picker (`role/tree`) or the menu picker (`menu/tree`): the same shape. */
export type PickerNode = Wire<RoleTreeNode> | Wire<MenuPickerNode>;
export type { GrantMenuNode };

export type MenuLanguage = Language;
export const MENU_LANGUAGES: readonly MenuLanguage[] = LANGUAGES;

export type MenuRecord = Wire<MenuRecordNode>;

/** Query keys of the access pages: one family per module, so a change can refresh exactly what it touches. */
export const accessKeys = {
  all: ['access'] as const,
  rolePicker: () => [...accessKeys.all, 'role-picker'] as const,
  menuPicker: () => [...accessKeys.all, 'menu-picker'] as const,
  grantTree: () => [...accessKeys.all, 'grant-tree'] as const,
  grantedMenus: (roleId: string | undefined) => [...accessKeys.all, 'role-tree-keys', roleId] as const,
};

export const rolePicker = () => get<Wire<RoleTreeNode>[]>(`${ROLE_API}/tree`);
export const grantTree = async () => (await get<Wire<GrantTree>>(`${MENU_API}/grant-tree`)).menu;
export const grantedMenuIds = async (roleId: string) =>
  (await get<Wire<GrantedMenus>>(`${ROLE_API}/role-tree-keys`, { roleIds: roleId })).menu;
export const grantRole = (roleId: string, menuIds: string[], dataScope: DataScope) =>
  post<boolean>(`${ROLE_API}/grant`, { roleIds: [roleId], menuIds, dataScope });
export const menuPicker = () => get<Wire<MenuPickerNode>[]>(`${MENU_API}/tree`);

export const useRolePicker = () => useQuery({ queryKey: accessKeys.rolePicker(), queryFn: rolePicker });
export const useMenuPicker = () => useQuery({ queryKey: accessKeys.menuPicker(), queryFn: menuPicker });
export const useGrantTree = (enabled: boolean) =>
  useQuery({ queryKey: accessKeys.grantTree(), queryFn: grantTree, enabled });
/** Never cached: a grant dialog always starts from what the role holds now. */
export const useGrantedMenus = (roleId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: accessKeys.grantedMenus(roleId),
    queryFn: () => grantedMenuIds(roleId ?? ''),
    enabled,
    gcTime: 0,
  });
