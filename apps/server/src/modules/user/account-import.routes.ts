import { ImportQuery } from '@smdp/contracts';
import { UserImportResult, userCodes } from '@smdp/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import { acceptSheets, sendTemplate, uploadedRows } from '../../platform/sheets/sheet-routes';
import { ACCOUNT_COLUMNS } from './account-import.columns';
import { ACCOUNT_IMPORT_MAX_ROWS, importAccounts } from './account-import.service';
import { accountGuards, USER_BASE as base, USER_TAGS as tags } from './account-route-kit';

/** Company staff accounts from Excel (BladeX `import-user`) and the empty sheet to fill in. */
export const accountImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const { staff } = accountGuards(app);
  await acceptSheets(app);

  app.post(
    `${base}/import-user`,
    {
      config: { permission: userCodes.import },
      schema: {
        tags,
        summary:
          'Imports staff accounts from an .xlsx (multipart field "file"); every row is checked first and one bad row keeps the whole sheet out',
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        response: { 200: UserImportResult },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await staff(caller, userCodes.import);
      const rows = await uploadedRows(request, ACCOUNT_COLUMNS, ACCOUNT_IMPORT_MAX_ROWS);
      // Naming roles is granting them, as on the user form.
      if (rows.some((row) => row.cells.roles) && !(await permissions.has(caller, userCodes.grant))) throw forbidden();
      return importAccounts(db, caller, rows, request.query.isCovered, request.lang, request.ip);
    },
  );

  app.get(
    `${base}/export-template`,
    {
      // An empty sheet holds nothing of anyone's: Saber opens it in a new window, which sends no token.
      config: { public: true, envelope: false },
      schema: { tags, summary: 'The empty account sheet, headers in the Lang-Type (or browser) language' },
    },
    async (request, reply) => sendTemplate(request, reply, ACCOUNT_COLUMNS, 'accounts-template.xlsx'),
  );
};
