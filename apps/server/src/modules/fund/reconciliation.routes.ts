import { pageOf, TransitionBody } from '@smdp/contracts';
import {
  RECONCILIATION_CODES,
  Reconciliation,
  ReconciliationAdjustInput,
  ReconciliationBoard,
  ReconciliationConfirmInput,
  ReconciliationDisputeInput,
  ReconciliationDraftInput,
  ReconciliationListQuery,
  ReconciliationSummary,
  reconciliationCodes,
  reconciliationMachine,
} from '@smdp/contracts/fund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { reconciliationDocument } from './reconciliation.document';
import { listReconciliations, reconciliationBoard } from './reconciliation.queries';
import {
  adjustReconciliation,
  confirmReconciliation,
  disputeReconciliation,
  draftReconciliation,
  reissueReconciliation,
} from './reconciliation.service';

const base = '/smdp-finance/reconciliation';
const tags = ['finance-reconciliation'];

/** The generated calls: issue and void; confirm, dispute and re-issue carry more and have their own routes. */
const { confirm: _confirm, dispute: _dispute, reissue: _reissue, ...generatedActions } = reconciliationMachine.actions;
// The kernel reads only the actions it is given; the definition stays the statement's in every other respect.
const generated = {
  ...reconciliationDocument,
  machine: { ...reconciliationMachine, actions: generatedActions },
} as unknown as typeof reconciliationDocument;

const reconciliationDocumentRoutes = documentRoutes(generated, {
  base,
  tags,
  entity: Reconciliation,
  list: {
    summary: 'Reconciliation statements the caller sees, newest first; `board` one square of the board',
    querystring: ReconciliationListQuery,
    response: pageOf(ReconciliationSummary),
    handler: (caller, query, request) => listReconciliations(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One statement with its frozen lines, dispute, adjustments and the caller’s actions' },
  remove: { summary: 'Deletes draft statements' },
  timeline: { summary: "A statement's history" },
});

/** Reconciliation statements (domain.md §7): drafts, the board, and the debtor's and creditor's answers. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(reconciliationDocumentRoutes);
  const context = (request: { zone: string; ip: string }) => ({ zone: request.zone, ip: request.ip });

  app.get(
    `${base}/board`,
    {
      config: { permission: RECONCILIATION_CODES.view },
      schema: {
        tags,
        summary: 'Counts per square: draft, issued, confirmed, disputed, overdue',
        response: { 200: ReconciliationBoard },
      },
    },
    async (request) => reconciliationBoard(db, await documentCallerOf(app, request), request.zone),
  );

  app.post(
    `${base}/save`,
    {
      config: { permission: [reconciliationCodes.add] },
      schema: {
        tags,
        summary: 'Drafts the statement of a buyer for a period (opening from the previous confirmed statement)',
        body: ReconciliationDraftInput,
        response: { 200: Reconciliation },
      },
    },
    async (request) => draftReconciliation(db, await documentCallerOf(app, request), request.body, context(request)),
  );

  app.post(
    `${base}/confirm`,
    {
      config: { permission: reconciliationMachine.actions.confirm.codes },
      schema: {
        tags,
        summary: 'ISSUED -> CONFIRMED by the buyer; locks the period for both parties',
        body: ReconciliationConfirmInput,
        response: { 200: Reconciliation },
      },
    },
    async (request) => confirmReconciliation(db, await documentCallerOf(app, request), request.body, context(request)),
  );

  app.post(
    `${base}/dispute`,
    {
      config: { permission: reconciliationMachine.actions.dispute.codes },
      schema: {
        tags,
        summary: 'ISSUED -> DISPUTED by the buyer, naming lines and the amounts it holds right',
        body: ReconciliationDisputeInput,
        response: { 200: Reconciliation },
      },
    },
    async (request) => disputeReconciliation(db, await documentCallerOf(app, request), request.body, context(request)),
  );

  app.post(
    `${base}/adjust`,
    {
      config: { permission: RECONCILIATION_CODES.settle },
      schema: {
        tags,
        summary: 'Posts an adjustment document settling a dispute, dated today (the next open period)',
        body: ReconciliationAdjustInput,
        response: { 200: Reconciliation },
      },
    },
    async (request) => adjustReconciliation(db, await documentCallerOf(app, request), request.body, context(request)),
  );

  app.post(
    `${base}/reissue`,
    {
      config: { permission: reconciliationMachine.actions.reissue.codes },
      schema: {
        tags,
        summary: 'DISPUTED -> REISSUED; a new ISSUED statement of the period carries the adjustments',
        body: TransitionBody,
        response: { 200: Reconciliation },
      },
    },
    async (request) => reissueReconciliation(db, await documentCallerOf(app, request), request.body, context(request)),
  );
};
