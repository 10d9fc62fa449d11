import { ImportQuery, ImportResult } from '@smdp/contracts';
import { regionCodes } from '@smdp/contracts/structure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/scope/caller';
import { acceptSheets, sendTemplate, uploadedRows } from '../../platform/sheets/sheet-routes';
import { REGION_COLUMNS } from './region-import.columns';
import { importRegions } from './region-import.service';

/** Regions from Excel (BladeX `import-region`) and the empty sheet to fill in. */
export const regionImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/blade-system/region';
  const tags = ['region'];
  await acceptSheets(app);

  app.post(
    `${base}/import-region`,
    {
      config: { permission: regionCodes.import },
      schema: {
        tags,
        summary:
          'Imports regions from an .xlsx (multipart field "file"), parents by code; every row is checked first and one bad row keeps the whole sheet out',
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        response: { 200: ImportResult },
      },
    },
    async (request) => {
      const rows = await uploadedRows(request, REGION_COLUMNS);
      return importRegions(db, callerOf(request), rows, request.query.isCovered, request.lang, request.ip);
    },
  );

  app.get(
    `${base}/export-template`,
    {
      // An empty sheet holds nothing of anyone's: Saber opens it in a new window, which sends no token.
      config: { public: true, envelope: false },
      schema: { tags, summary: 'The empty region sheet, headers in the Lang-Type (or browser) language' },
    },
    async (request, reply) => sendTemplate(request, reply, REGION_COLUMNS, 'regions-template.xlsx'),
  );
};
