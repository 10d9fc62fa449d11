import { IdInput, LANGUAGES } from '@smdp/contracts';
import {
  Statement,
  StatementBatchInput,
  StatementBatchStarted,
  StatementBuyer,
  StatementBuyersQuery,
  StatementQuery,
  StatementSchedule,
  StatementScheduleInput,
  statementCodes,
} from '@smdp/contracts/fund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signLink, verifyLink } from '../../platform/files/signed-link';
import { badRequest, notFound } from '../../platform/http/errors';
import { sendFile } from '../../platform/http/send-file';
import { callerOf } from '../../platform/scope/caller';
import { XLSX_TYPE } from '../../platform/sheets/sheet-template';
import { companyLogoImage } from '../system';
import { todayIn } from './receipt.document';
import { batchOf, STATEMENT_BATCH_QUEUE } from './statement.batch';
import { statementPdf } from './statement.pdf';
import {
  assertStatementPeriod,
  statementBuyers,
  statementFigures,
  statementFor,
  statementPairOf,
} from './statement.queries';
import { listSchedules, removeSchedule, saveSchedule } from './statement.schedule';
import { statementXlsx } from './statement.sheet';

const base = '/smdp-finance/statement';
const tags = ['finance-statement'];
/** A statement link works for ten minutes: long enough to open, too short to pass around. */
const PDF_LINK_SECONDS = 600;
const PDF_KIND = 'statementPdf';
/** What a signed link names: creditor, debtor, first and last day, ageing (the pair checked when signed). */
const LINK_ID = /^(\d{1,19})\.(\d{1,19})\.(\d{4}-\d{2}-\d{2})\.(\d{4}-\d{2}-\d{2})\.([01])$/;

const PdfLinkQuery = z.object({
  tenantId: z.string().min(1).max(12),
  userId: z.string().regex(/^\d{1,19}$/),
  kind: z.literal(PDF_KIND),
  id: z.string().regex(LINK_ID),
  expires: z.coerce.number().int(),
  sig: z.string().min(1).max(100),
  lang: z.enum(LANGUAGES).default('en'),
  zone: z.string().max(64).default('UTC'),
});

/** The file's name, kept to ASCII letters, digits and dashes (it goes into a header as it is). */
const fileName = (statement: Statement, extension: string) =>
  `statement-${statement.debtor.code.replace(/[^A-Za-z0-9-]/g, '_')}-${statement.start}-${statement.end}.${extension}`;

/** Statements on demand (domain.md §7): the figures, a signed PDF link, the PDF itself and the Excel file. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, jobs } = app.deps;

  app.post(
    `${base}/batch`,
    {
      config: { permission: [statementCodes.export] },
      schema: {
        tags,
        summary: 'Statements for a group of buyers (all, a level, region or salesperson) as a job: a ZIP of PDFs',
        body: StatementBatchInput,
        response: { 200: StatementBatchStarted },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const batch = await batchOf(app, caller, request.body, request.lang, request.zone);
      if (batch.pairs.length === 0) throw badRequest('statementBatchEmpty');
      const jobId = await jobs.enqueue(STATEMENT_BATCH_QUEUE, batch, {
        tenantId: caller.tenantId,
        createdBy: caller.account,
        title: `statements-${batch.start}-${batch.end}.zip`,
      });
      return { jobId, buyers: batch.pairs.length };
    },
  );

  app.get(
    `${base}/schedule/list`,
    {
      config: { permission: [statementCodes.export] },
      schema: {
        tags,
        summary: "The caller's schedules of group statements",
        response: { 200: z.array(StatementSchedule) },
      },
    },
    (request) => listSchedules(db, callerOf(request)),
  );

  app.post(
    `${base}/schedule/save`,
    {
      config: { permission: [statementCodes.export] },
      schema: {
        tags,
        summary: 'Schedules group statements weekly (Mondays) or monthly (the 1st), in the caller’s language',
        body: StatementScheduleInput,
        response: { 200: StatementSchedule },
      },
    },
    (request) => saveSchedule(db, callerOf(request), request.body, request.lang, request.zone, request.ip),
  );

  app.post(
    `${base}/schedule/remove`,
    {
      config: { permission: [statementCodes.export] },
      schema: {
        tags,
        summary: 'Removes one of the caller’s schedules',
        body: z.object({ id: IdInput }),
        response: { 200: z.boolean() },
      },
    },
    (request) => removeSchedule(db, callerOf(request), request.body.id, request.ip),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: [statementCodes.view] },
      schema: {
        tags,
        summary: 'A buyer’s ledger lines of a period with opening, running and closing balance, ageing on demand',
        querystring: StatementQuery,
        response: { 200: Statement },
      },
    },
    (request) => statementFor(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/buyers`,
    {
      config: { permission: [statementCodes.view] },
      schema: {
        tags,
        summary: 'The buyers the caller may ask a statement for, each with the creditor it is towards',
        querystring: StatementBuyersQuery,
        response: { 200: z.array(StatementBuyer) },
      },
    },
    (request) => statementBuyers(db, callerOf(request), request.query.keyword || undefined),
  );

  app.get(
    `${base}/pdf-link`,
    {
      config: { permission: [statementCodes.export] },
      schema: {
        tags,
        summary: 'A ten-minute link to the statement as PDF, for the standalone pdf page’s frame',
        querystring: StatementQuery,
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { start, end, ageing } = request.query;
      // A bad period or a pair the caller may not see fails now, not later in the pdf page's frame.
      assertStatementPeriod(start, end);
      const pair = await statementPairOf(db, caller, request.query);
      const id = [pair.creditorPartyId, pair.debtorPartyId, start, end, ageing ? '1' : '0'].join('.');
      const link = signLink(
        config.tokenSecret,
        { tenantId: caller.tenantId, userId: caller.userId, kind: PDF_KIND, id },
        PDF_LINK_SECONDS,
      );
      const query = new URLSearchParams({
        ...link,
        expires: String(link.expires),
        lang: request.lang,
        zone: request.zone,
      });
      return { url: `/api${base}/pdf?${query}` };
    },
  );

  app.get(
    `${base}/pdf`,
    {
      config: { public: true, envelope: false },
      schema: { tags, summary: 'A statement as PDF, through a signed link from pdf-link', querystring: PdfLinkQuery },
    },
    async (request, reply) => {
      const { lang, zone, ...link } = request.query;
      const parts = LINK_ID.exec(link.id);
      if (!parts || !verifyLink(config.tokenSecret, link)) throw notFound();
      const [, creditorPartyId = '', debtorPartyId = '', start = '', end = '', ageing] = parts;
      const pair = { tenantId: link.tenantId, creditorPartyId, debtorPartyId };
      const [statement, logo] = await Promise.all([
        statementFigures(db, pair, { start, end, ageing: ageing === '1' }),
        companyLogoImage(db, link.tenantId),
      ]);
      const content = await statementPdf({ statement, lang, today: todayIn(new Date(), zone), logo });
      // As the pick-up slip: no sandboxing CSP, which would keep the browser's PDF viewer out of the frame.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName(statement, 'pdf')}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.get(
    `${base}/excel`,
    {
      config: { permission: [statementCodes.export] },
      schema: {
        tags,
        summary: 'The same statement as an .xlsx file: lines, totals and the ageing if asked',
        querystring: StatementQuery,
      },
    },
    async (request, reply) => {
      const statement = await statementFor(db, callerOf(request), request.query);
      const content = await statementXlsx(statement, request.lang);
      return sendFile(reply, { name: fileName(statement, 'xlsx'), contentType: XLSX_TYPE, content }).header(
        'cache-control',
        'no-store',
      );
    },
  );
};
