import { DateTime, FilterDate, Id, IdInput, IdList, LANGUAGES, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import type { TtlCache } from '../../platform/cache';
import { forbidden } from '../../platform/http/errors';
import {
  type DictItem as DictItemType,
  type Dict as DictType,
  dictChildren,
  dictDetail,
  dictionaryOf,
  dictParents,
  dictPicker,
  dictTree,
  removeDicts,
  saveDict,
} from './dict.service';
import { ParentIdInput, PickerNodeSchema } from './tree';

/** spec §9: dictionaries are cached for 30 minutes; `oauth/clear-cache` and every dictionary write empty the cache sooner. */
export const DICTIONARY_TTL_MS = 30 * 60 * 1000;

/** Entries per `tenant|code|language`, shared by `dict/dictionary` and the calls that read product lines. */
export type DictionaryCache = TtlCache<DictItemType[]>;

export const DictItem: z.ZodType<DictItemType> = z.object({
  id: Id,
  parentId: Id,
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.number().int(),
  remark: z.string().nullable(),
});

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
type DictNode = z.infer<typeof DictFields> & { children?: DictNode[] };
const Dict: z.ZodType<DictNode> = DictFields.extend({ children: z.array(z.lazy(() => Dict)).optional() }).meta({
  id: 'Dict',
});

const DictionaryCode = z
  .string()
  .trim()
  .regex(/^[\w.-]{1,64}$/);
const Filter = z.string().trim().max(64).optional();
const optionalText = (max: number) => z.string().trim().max(max).nullish();

const DictInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  parentId: ParentIdInput.describe('0 or empty: a dictionary; else the dictionary this entry belongs to'),
  code: DictionaryCode.optional().describe('required for a dictionary; an entry takes its dictionary’s'),
  dictKey: z.string().trim().min(1).max(64).optional().describe('required for an entry'),
  dictValue: z.string().trim().min(1).max(255),
  dictValueI18n: z
    .object(Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().trim().max(255).optional()])))
    .default({})
    .describe('the value per language; a missing language shows dictValue'),
  sort: z.coerce.number().int().min(0).max(99_999).default(0),
  remark: optionalText(255),
  status: z.coerce
    .number()
    .pipe(z.literal([0, 1]))
    .default(1),
});

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  zh: '中文',
  en: 'English',
  fr: 'Français',
  ru: 'Русский',
  es: 'Español',
  sw: 'Kiswahili',
};

/** Dictionaries (spec §7 `dict`) and the portal's languages (`lang-category/list`). */
export const dictRoutes: FastifyPluginAsyncZod<{ dictionaries: DictionaryCache }> = async (app, { dictionaries }) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/dict';
  const tags = ['dict'];

  app.get(
    `${base}/dictionary`,
    {
      schema: {
        tags,
        summary:
          "A dictionary's entries, values in the Lang-Type language (the tenant's own dictionary of that code, else the platform's)",
        querystring: z.object({ code: DictionaryCode }),
        response: { 200: z.array(DictItem) },
      },
    },
    async (request) => {
      const { code } = request.query;
      const { tenantId } = sessionOf(request);
      return dictionaries.getOrLoad(`${tenantId}|${code}|${request.lang}`, () =>
        dictionaryOf(db, tenantId, code, request.lang),
      );
    },
  );

  app.get(
    `${base}/list`,
    {
      config: { permission: 'dict_view' },
      schema: {
        tags,
        summary: "The tenant's dictionaries with their entries beneath them (filters keep matching dictionaries)",
        querystring: z.object({ code: Filter, code_like: Filter, dictValue: Filter, dictValue_like: Filter }),
        response: { 200: z.array(Dict) },
      },
    },
    async (request) => {
      const { query } = request;
      return dictTree(db, sessionOf(request).tenantId, request.lang, {
        code: query.code_like ?? query.code,
        dictValue: query.dictValue_like ?? query.dictValue,
      });
    },
  );

  app.get(
    `${base}/parent-list`,
    {
      config: { permission: 'dict_view' },
      schema: {
        tags,
        summary: "The tenant's dictionaries (top-level rows), a page",
        querystring: PageQuery.extend({
          code: Filter,
          code_like: Filter,
          dictValue: Filter,
          dictValue_like: Filter,
          createTime_datege: FilterDate,
          createTime_datelt: FilterDate,
        }),
        response: { 200: pageOf(Dict) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      const where = { zone: request.zone, lang: request.lang };
      return dictParents(db, sessionOf(request).tenantId, { current, size, ascs, descs }, filters, where);
    },
  );

  app.get(
    `${base}/child-list`,
    {
      config: { permission: 'dict_view' },
      schema: {
        tags,
        summary: 'The entries of one dictionary, a page',
        querystring: PageQuery.extend({
          parentId: IdInput,
          dictKey: Filter,
          dictKey_like: Filter,
          dictKey_equal: Filter,
          dictValue: Filter,
          dictValue_like: Filter,
          status_equal: z.string().trim().max(2).optional(),
        }),
        response: { 200: pageOf(Dict) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, parentId, ...filters } = request.query;
      const page = { current, size, ascs, descs };
      const where = { zone: request.zone, lang: request.lang };
      return dictChildren(db, sessionOf(request).tenantId, parentId, page, filters, where);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: 'dict_view' },
      schema: {
        tags,
        summary: 'One dictionary or entry',
        querystring: z.object({ id: IdInput }),
        response: { 200: Dict },
      },
    },
    async (request) => dictDetail(db, sessionOf(request).tenantId, request.query.id, request.lang),
  );

  app.get(
    `${base}/tree`,
    {
      config: { permission: 'dict_view' },
      schema: {
        tags,
        summary: "The tenant's dictionaries and entries for pickers",
        response: { 200: z.array(PickerNodeSchema) },
      },
    },
    async (request) => dictPicker(db, sessionOf(request).tenantId, request.lang),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: ['dict_add', 'dict_edit'] },
      schema: {
        tags,
        summary: 'Creates a dictionary or an entry, or updates one (with id and version); empties the dictionary cache',
        body: DictInput,
        response: { 200: Dict },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? 'dict_edit' : 'dict_add'))) throw forbidden();
      const saved: DictType = await saveDict(db, session, request.body, request.lang, request.ip);
      dictionaries.clear();
      return saved;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: 'dict_delete' },
      schema: {
        tags,
        summary:
          'Soft-removes dictionaries without entries and entries (never sealed ones); empties the dictionary cache',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const removed = await removeDicts(db, sessionOf(request), request.query.ids, request.ip);
      dictionaries.clear();
      return removed > 0;
    },
  );

  app.get(
    '/blade-system/lang-category/list',
    {
      schema: {
        tags: ['lang-category'],
        summary: 'The languages of the portal, each named in itself',
        response: { 200: z.array(z.object({ code: z.enum(LANGUAGES), name: z.string() })) },
      },
    },
    async () => LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
  );
};
