import { pageOf } from '@smdp/contracts';
import {
  ADJUSTMENT_CODES,
  Adjustment,
  AdjustmentInput,
  AdjustmentListQuery,
  AdjustmentSummary,
} from '@smdp/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf, holdsAny } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { forbidden } from '../../platform/http/errors';
import { adjustmentDocument } from './adjustment.document';
import { saveAdjustmentDraft } from './adjustment.drafts';
import { listAdjustments } from './adjustment.queries';

const base = '/smdp-stock/adjustment';
const tags = ['stock-adjustment'];

const adjustmentDocumentRoutes = documentRoutes(adjustmentDocument, {
  base,
  tags,
  entity: Adjustment,
  list: {
    summary: 'Stock adjustments (by hand and by stock checks) of the warehouses the caller sees, newest first',
    querystring: AdjustmentListQuery,
    response: pageOf(AdjustmentSummary),
    handler: (caller, query, request) => listAdjustments(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One stock adjustment with its lines' },
  remove: { summary: 'Deletes draft stock adjustments' },
  timeline: { summary: "A stock adjustment's history" },
});

/** Stock adjustments (page /stock/adjustment): generated document calls and drafts. */
export const adjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(adjustmentDocumentRoutes);

  app.post(
    `${base}/submit`,
    {
      config: { permission: ADJUSTMENT_CODES.write },
      schema: {
        tags,
        summary: 'Drafts a stock adjustment (no id) or rewrites a draft (id and version)',
        body: AdjustmentInput,
        response: { 200: Adjustment },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      if (!holdsAny(caller, request.body.id ? ADJUSTMENT_CODES.edit : ADJUSTMENT_CODES.add)) throw forbidden();
      return saveAdjustmentDraft(db, caller, request.body, { zone: request.zone, ip: request.ip });
    },
  );
};
