import { pageOf } from '@smdp/contracts';
import {
  TRANSFER_CODES,
  Transfer,
  TransferInput,
  TransferListQuery,
  TransferReceiveInput,
  TransferSummary,
} from '@smdp/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf, holdsAny } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { forbidden } from '../../platform/http/errors';
import { transferDocument } from './transfer.document';
import { saveTransferDraft } from './transfer.drafts';
import { listTransfers } from './transfer.queries';
import { receiveTransfer } from './transfer.receive';

const base = '/smdp-stock/transfer';
const tags = ['transfer'];

// `receive` takes what arrived per line, so it is published below with its own body, not generated.
const { receive: _lines, ...generated } = transferDocument.machine.actions;
const { amend: _never, machine, ...declared } = transferDocument;

const transferDocumentRoutes = documentRoutes(
  { ...declared, machine: { states: machine.states, actions: generated } },
  {
    base,
    tags,
    entity: Transfer,
    list: {
      summary: 'Transfers between warehouses the caller sees, newest first',
      querystring: TransferListQuery,
      response: pageOf(TransferSummary),
      handler: (caller, query, request) => listTransfers(request.server.deps.db, caller, query, request.zone),
    },
    detail: { summary: 'One transfer with its lines' },
    remove: { summary: 'Deletes draft transfers' },
    timeline: { summary: "A transfer's history" },
  },
);

/** Two-step stock transfers (page /stock/transfer): generated document calls, drafts and receiving. */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(transferDocumentRoutes);

  app.post(
    `${base}/submit`,
    {
      config: { permission: TRANSFER_CODES.write },
      schema: {
        tags,
        summary: 'Drafts a transfer (no id) or rewrites a draft (id and version)',
        body: TransferInput,
        response: { 200: Transfer },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      if (!holdsAny(caller, request.body.id ? TRANSFER_CODES.edit : TRANSFER_CODES.add)) throw forbidden();
      return saveTransferDraft(db, caller, request.body, { zone: request.zone, ip: request.ip });
    },
  );

  app.post(
    `${base}/receive`,
    {
      config: { permission: TRANSFER_CODES.edit },
      schema: {
        tags,
        summary: 'SHIPPED -> RECEIVED with what arrived of every line (and why any is missing)',
        body: TransferReceiveInput,
        response: { 200: Transfer },
      },
    },
    async (request) =>
      receiveTransfer(db, await documentCallerOf(app, request), request.body, { zone: request.zone, ip: request.ip }),
  );
};
