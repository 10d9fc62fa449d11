import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput, LANGUAGES } from '../common';
import { PageQuery } from '../paging';
import { ParentIdInput } from './tree.schema';

export const DICT_LIMITS = { code: 64, dictKey: 64, dictValue: 255, remark: 255, sort: 99_999, filter: 64 } as const;

/** One entry of a dictionary as `dict/dictionary` serves it: the value in the caller's language. */
export const DictItem = z.object({
  id: Id,
  parentId: Id,
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.number().int(),
  remark: z.string().nullable(),
});
export type DictItem = z.output<typeof DictItem>;

const I18nText = z.object({
  zh: z.string().optional(),
  en: z.string().optional(),
  fr: z.string().optional(),
  ru: z.string().optional(),
  es: z.string().optional(),
  sw: z.string().optional(),
});

const DictFields = z.object({
  id: Id,
  parentId: Id,
  code: z.string(),
  dictKey: z.string().describe('-1 on a dictionary’s own row'),
  dictValue: z.string(),
  dictValueI18n: I18nText,
  sort: z.number().int(),
  remark: z.string().nullable(),
  isSealed: z.number().int().describe('1: a system dictionary, its codes and keys never change'),
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
  hasChildren: z.boolean(),
});
/** A dictionary row as administrators edit it: a dictionary (parentId 0) or one of its entries. */
export type Dict = z.output<typeof DictFields> & { children?: Dict[] };
export const Dict: z.ZodType<Dict> = DictFields.extend({ children: z.array(z.lazy(() => Dict)).optional() }).meta({
  id: 'Dict',
});

export const DictionaryCode = z
  .string()
  .trim()
  .regex(/^[\w.-]{1,64}$/);
const Filter = z.string().trim().max(DICT_LIMITS.filter).optional();
const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const DictListQuery = z.object({ code: Filter, code_like: Filter, dictValue: Filter, dictValue_like: Filter });

export const DictParentListQuery = PageQuery.extend({
  code: Filter,
  code_like: Filter,
  dictValue: Filter,
  dictValue_like: Filter,
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

/** A dictionary's entries, all of them (BladeX answers a list); `current`/`size` are accepted and ignored. */
export const DictChildListQuery = PageQuery.extend({
  parentId: z
    .union([z.literal('-1'), IdInput])
    .describe('the dictionary; -1 (what BladeX clients send before one is picked) lists nothing'),
  dictKey: Filter,
  dictKey_like: Filter,
  dictKey_equal: Filter,
  dictValue: Filter,
  dictValue_like: Filter,
  status_equal: z.string().trim().max(2).optional(),
});

export const DictInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  parentId: ParentIdInput.describe('0 or empty: a dictionary; else the dictionary this entry belongs to'),
  code: DictionaryCode.optional().describe('required for a dictionary; an entry takes its dictionary’s'),
  // BladeX clients (Saber's dict.vue and dictbiz.vue) send a new dictionary's key as the number -1.
  dictKey: z
    .union([z.string().trim().min(1).max(DICT_LIMITS.dictKey), z.number().int()])
    .transform(String)
    .optional()
    .describe('required for an entry'),
  dictValue: z.string().trim().min(1).max(DICT_LIMITS.dictValue),
  dictValueI18n: z
    .object(Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().trim().max(255).optional()])))
    .default({})
    .describe('the value per language; a missing language shows dictValue'),
  sort: z.coerce.number().int().min(0).max(DICT_LIMITS.sort).default(0),
  remark: optionalText(DICT_LIMITS.remark),
  status: z.coerce
    .number()
    .pipe(z.literal([0, 1]))
    .default(1),
});
export type DictInput = z.output<typeof DictInput>;

/** `lang-category/list`: a language of the portal, named in itself. */
export const PortalLanguage = z.object({ code: z.enum(LANGUAGES), name: z.string() });
export type PortalLanguage = z.output<typeof PortalLanguage>;
