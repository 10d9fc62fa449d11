import { IdInput, IdList, LANGUAGES, pageOf } from '@smdp/contracts';
import {
  Dict,
  DictChildListQuery,
  DictInput,
  DictItem,
  DictionaryCode,
  DictListQuery,
  DictParentListQuery,
  dictCodes,
  PickerNode,
  PortalLanguage,
} from '@smdp/contracts/structure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import type { TtlCache } from '../../platform/cache';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import {
  dictChildren,
  dictDetail,
  dictionaryOf,
  dictParents,
  dictPicker,
  dictTree,
  removeDicts,
  saveDict,
} from './dict.service';

/** spec §9: dictionaries are cached for 30 minutes; `oauth/clear-cache` and every dictionary write empty the cache sooner. */
export const DICTIONARY_TTL_MS = 30 * 60 * 1000;

/** Entries per `tenant|code|language`, shared by `dict/dictionary` and the calls that read product lines. */
export type DictionaryCache = TtlCache<DictItem[]>;

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  zh: '中文',
  en: 'English',
  fr: 'Français',
  ru: 'Русский',
  es: 'Español',
  sw: 'Kiswahili',
};

/**
 * Where the dictionary calls are served: the spec's `dict`, and `dict-biz`, where BladeX 2.9 clients (Saber)
 * keep business dictionaries apart from system ones. This portal has one dictionary table whose rows are the
 * tenant's own, so both prefixes are the same calls on the same rows, under the same permissions.
 */
const DICT_PREFIXES = ['/blade-system/dict', '/blade-system/dict-biz'] as const;

/** Dictionaries (spec §7 `dict`, also at `dict-biz`) and the portal's languages (`lang-category/list`). */
export const dictRoutes: FastifyPluginAsyncZod<{ dictionaries: DictionaryCache }> = async (app, { dictionaries }) => {
  for (const base of DICT_PREFIXES) await app.register(dictRoutesAt, { dictionaries, base });
  await app.register(langCategoryRoutes);
};

const dictRoutesAt: FastifyPluginAsyncZod<{ dictionaries: DictionaryCache; base: string }> = async (
  app,
  { dictionaries, base },
) => {
  const { db, permissions } = app.deps;
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
      const { tenantId } = callerOf(request);
      return dictionaries.getOrLoad(`${tenantId}|${code}|${request.lang}`, () =>
        dictionaryOf(db, tenantId, code, request.lang),
      );
    },
  );

  app.get(
    `${base}/list`,
    {
      config: { permission: dictCodes.view },
      schema: {
        tags,
        summary: "The tenant's dictionaries with their entries beneath them (filters keep matching dictionaries)",
        querystring: DictListQuery,
        response: { 200: z.array(Dict) },
      },
    },
    async (request) => {
      const { query } = request;
      return dictTree(db, callerOf(request).tenantId, request.lang, {
        code: query.code_like ?? query.code,
        dictValue: query.dictValue_like ?? query.dictValue,
      });
    },
  );

  app.get(
    `${base}/parent-list`,
    {
      config: { permission: dictCodes.view },
      schema: {
        tags,
        summary: "The tenant's dictionaries (top-level rows), a page",
        querystring: DictParentListQuery,
        response: { 200: pageOf(Dict) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      const where = { zone: request.zone, lang: request.lang };
      return dictParents(db, callerOf(request).tenantId, { current, size, ascs, descs }, filters, where);
    },
  );

  app.get(
    `${base}/child-list`,
    {
      config: { permission: dictCodes.view },
      schema: {
        tags,
        summary: 'The entries of one dictionary, all of them in order (a list, as BladeX answers it)',
        querystring: DictChildListQuery,
        response: { 200: z.array(Dict) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, parentId, ...filters } = request.query;
      if (parentId === '-1') return [];
      const where = { zone: request.zone, lang: request.lang };
      return dictChildren(db, callerOf(request).tenantId, parentId, { ascs, descs }, filters, where);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: dictCodes.view },
      schema: {
        tags,
        summary: 'One dictionary or entry',
        querystring: z.object({ id: IdInput }),
        response: { 200: Dict },
      },
    },
    async (request) => dictDetail(db, callerOf(request).tenantId, request.query.id, request.lang),
  );

  app.get(
    `${base}/tree`,
    {
      config: { permission: dictCodes.view },
      schema: {
        tags,
        summary: "The tenant's dictionaries and entries for pickers",
        response: { 200: z.array(PickerNode) },
      },
    },
    async (request) => dictPicker(db, callerOf(request).tenantId, request.lang),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [dictCodes.add, dictCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a dictionary or an entry, or updates one (with id and version); empties the dictionary cache',
        body: DictInput,
        response: { 200: Dict },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!(await permissions.has(sessionOf(request), request.body.id ? dictCodes.edit : dictCodes.add)))
        throw forbidden();
      const saved: Dict = await saveDict(db, caller, request.body, request.lang, request.ip);
      dictionaries.clear();
      return saved;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: dictCodes.delete },
      schema: {
        tags,
        summary:
          'Soft-removes dictionaries without entries and entries (never sealed ones); empties the dictionary cache',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const removed = await removeDicts(db, callerOf(request), request.query.ids, request.ip);
      dictionaries.clear();
      return removed > 0;
    },
  );
};

const langCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blade-system/lang-category/list',
    {
      schema: {
        tags: ['lang-category'],
        summary: 'The languages of the portal, each named in itself',
        response: { 200: z.array(PortalLanguage) },
      },
    },
    async () => LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
  );
};
