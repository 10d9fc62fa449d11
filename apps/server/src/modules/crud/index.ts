import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tableSettingRoutes } from './table-setting.routes';

/** The list-and-form pattern's own calls: saved table layouts. */
export const crudModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(tableSettingRoutes);
};
