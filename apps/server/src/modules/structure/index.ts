import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TtlCache } from '../../platform/cache';
import { deptRoutes } from './dept.routes';
import { DICTIONARY_TTL_MS, type DictionaryCache, dictRoutes } from './dict.routes';
import { postRoutes } from './post.routes';
import { regionRoutes } from './region.routes';
import { regionImportRoutes } from './region-import.routes';

/** Departments, regions, posts, dictionaries and languages (issue 4, items 4 and 6). */
export const structureModule: FastifyPluginAsyncZod = async (app) => {
  const dictionaries: DictionaryCache = new TtlCache(DICTIONARY_TTL_MS);
  app.deps.caches.push(dictionaries);
  await app.register(dictRoutes, { dictionaries });
  await app.register(deptRoutes, { dictionaries });
  await app.register(regionRoutes);
  await app.register(regionImportRoutes);
  await app.register(postRoutes);
};
export * from './for-access';
export * from './for-resource';
export * from './for-system';
export * from './for-user';
