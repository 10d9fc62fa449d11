import { LANGUAGES, type Wire } from '@smdp/contracts';
import {
  DEPT_CATEGORIES,
  type Dept as DeptShape,
  type Dict as DictShape,
  type PickerNode as PickerNodeShape,
  type Post as PostShape,
  REGION_LEVELS,
  type Region as RegionShape,
} from '@smdp/contracts/structure';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/http';

export const DEPT_API = '/blade-system/dept';
export const REGION_API = '/blade-system/region';
export const POST_API = '/blade-system/post';
export const DICT_API = '/blade-system/dict';

export { DEPT_CATEGORIES, LANGUAGES, REGION_LEVELS };
export type Language = (typeof LANGUAGES)[number];
export type PickerNode = Wire<PickerNodeShape>;
export type Dept = Wire<DeptShape>;
export type Region = Wire<RegionShape>;
export type Post = Wire<PostShape>;
/** A dictionary (parentId 0) or one of its entries, as administrators edit it. */
export type Dict = Wire<DictShape>;

export const deptPicker = () => get<PickerNode[]>(`${DEPT_API}/tree`);
export const regionPicker = () => get<PickerNode[]>(`${REGION_API}/tree`);

/** Optional texts left empty are sent as null. */
export const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The form keys of a value's translations (`value_zh`, ...). */
export const translationKey = (lang: Language) => `value_${lang}`;

/** A dictionary row's translations as form values, and back. */
export const translationsToForm = (texts: Dict['dictValueI18n']) =>
  Object.fromEntries(LANGUAGES.map((lang) => [translationKey(lang), texts[lang] ?? '']));

export function translationsFromForm(values: Record<string, unknown>): {
  rest: Record<string, unknown>;
  dictValueI18n: Dict['dictValueI18n'];
} {
  const rest = { ...values };
  const dictValueI18n: Dict['dictValueI18n'] = {};
  for (const lang of LANGUAGES) {
    const text = textOrNull(rest[translationKey(lang)]);
    delete rest[translationKey(lang)];
    if (text) dictValueI18n[lang] = text;
  }
  return { rest, dictValueI18n };
}

/** What an update adds to the body: the record's id and the version it was read at. */
export const identityOf = (editing: { id: string; version?: number } | null) =>
  editing ? { id: editing.id, version: editing.version } : {};

/** A record as form values: empty optional texts come as null, which the form's text rules refuse. */
export const formValuesOf = (row: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? '']));

export const rolePicker = () => get<PickerNode[]>('/blade-system/role/tree');
export const productLinesOfRole = (roleId: string) => get<string[]>(`${DEPT_API}/role-product-lines`, { roleId });
export const saveProductLinesOfRole = (roleId: string, productLines: string[]) =>
  post<boolean>(`${DEPT_API}/role-product-lines`, { roleId, productLines });

export const structureKeys = {
  all: ['structure'] as const,
  deptPicker: () => [...structureKeys.all, 'dept-picker'] as const,
  regionPicker: () => [...structureKeys.all, 'region-picker'] as const,
  rolePicker: () => [...structureKeys.all, 'role-picker'] as const,
  roleProductLines: (roleId: string | undefined) => [...structureKeys.all, 'role-product-lines', roleId] as const,
};

export const useDeptPicker = () => useQuery({ queryKey: structureKeys.deptPicker(), queryFn: deptPicker });
export const useRegionPicker = () => useQuery({ queryKey: structureKeys.regionPicker(), queryFn: regionPicker });
export const useRolePicker = () => useQuery({ queryKey: structureKeys.rolePicker(), queryFn: rolePicker });
export const useRoleProductLines = (roleId: string | null) =>
  useQuery({
    queryKey: structureKeys.roleProductLines(roleId ?? undefined),
    queryFn: () => productLinesOfRole(roleId as string),
    enabled: roleId !== null,
  });
