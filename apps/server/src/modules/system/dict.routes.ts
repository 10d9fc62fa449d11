import { Id } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TtlCache } from '../../platform/cache';
import { type DictItem as DictItemType, dictionaryOf } from './dict.service';

/** spec §9: dictionaries are cached for 30 minutes; `oauth/clear-cache` empties the cache sooner. */
export const DICTIONARY_TTL_MS = 30 * 60 * 1000;

const DictItem: z.ZodType<DictItemType> = z.object({
  id: Id,
  parentId: Id,
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.number().int(),
  remark: z.string().nullable(),
});

export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, caches } = app.deps;
  const dictionaries = new TtlCache<DictItemType[]>(DICTIONARY_TTL_MS);
  caches.push(dictionaries);

  app.get(
    '/blade-system/dict/dictionary',
    {
      schema: {
        tags: ['dict'],
        summary: "A dictionary's entries, values in the Lang-Type language",
        querystring: z.object({
          code: z
            .string()
            .trim()
            .regex(/^[\w.-]{1,64}$/),
        }),
        response: { 200: z.array(DictItem) },
      },
    },
    async (request) => {
      const { code } = request.query;
      return dictionaries.getOrLoad(`${code}|${request.lang}`, () => dictionaryOf(db, code, request.lang));
    },
  );
};
