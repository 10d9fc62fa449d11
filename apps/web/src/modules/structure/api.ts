import type { TreeOption } from '../../crud/types';
import { get, post } from '../../lib/http';

export const DEPT_API = '/blade-system/dept';
export const REGION_API = '/blade-system/region';
export const POST_API = '/blade-system/post';
export const DICT_API = '/blade-system/dict';

/** A tree root's parent id. */
export const TOP_LEVEL = '0';

export type PickerNode = { id: string; parentId: string; title: string; value: string; children?: PickerNode[] };

/** 1 company, 2 department, 3 group. */
export const DEPT_CATEGORIES = [1, 2, 3] as const;
/** 1 country, 2 province, 3 city, 4 district. */
export const REGION_LEVELS = [1, 2, 3, 4] as const;
export const LANGUAGES = ['zh', 'en', 'fr', 'ru', 'es', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Dept = {
  id: string;
  version: number;
  parentId: string;
  parentName: string | null;
  ancestors: string;
  deptCategory: number;
  deptName: string;
  fullName: string | null;
  currency: string | null;
  sort: number;
  remark: string | null;
  status: number;
  createTime: string;
  hasChildren: boolean;
  children?: Dept[];
};

export type Region = {
  id: string;
  version: number;
  parentId: string;
  parentName: string | null;
  code: string;
  name: string;
  regionLevel: number;
  sort: number;
  remark: string | null;
  status: number;
  createTime: string;
  hasChildren: boolean;
  children?: Region[];
};

export type Post = {
  id: string;
  version: number;
  category: number;
  postCode: string;
  postName: string;
  sort: number;
  remark: string | null;
  status: number;
  createTime: string;
};

/** A dictionary (parentId 0) or one of its entries, as administrators edit it. */
export type Dict = {
  id: string;
  version: number;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  dictValueI18n: Partial<Record<Language, string>>;
  sort: number;
  remark: string | null;
  /** 1: a system dictionary whose codes never change. */
  isSealed: number;
  status: number;
  createTime: string;
  hasChildren: boolean;
};

export const deptPicker = () => get<PickerNode[]>(`${DEPT_API}/tree`);
export const regionPicker = () => get<PickerNode[]>(`${REGION_API}/tree`);

const toTreeOptions = (nodes: PickerNode[]): TreeOption[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.title,
    ...(node.children ? { children: toTreeOptions(node.children) } : {}),
  }));

/** A parent picker's choices: "top level" first, then the tree. */
export const parentOptions = (nodes: PickerNode[], topLevel: string): TreeOption[] => [
  { value: TOP_LEVEL, title: topLevel },
  ...toTreeOptions(nodes),
];

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
