import { pageOf } from '@smdp/contracts';
import { CreditChange, CreditChangeListQuery } from '@smdp/contracts/fund';
import { documentRoutes } from '../../platform/document/routes';
import { creditChangeDocument } from './credit-change.document';
import { listCreditChanges } from './credit-change.queries';

/**
 * Credit change requests (domain.md §7): list, detail, timeline, approve, reject and withdraw. They are
 * asked for through the credit pages' save calls (`/smdp-finance/credit-limit/save`, `.../sub-customer-credit/save`).
 */
export const creditChangeRoutes = documentRoutes(creditChangeDocument, {
  base: '/smdp-finance/credit-change',
  tags: ['finance-credit-limit'],
  entity: CreditChange,
  list: {
    summary:
      'Credit change requests the caller sees, newest first (`view`: pending or history), with the limit stored now',
    querystring: CreditChangeListQuery,
    response: pageOf(CreditChange),
    handler: (caller, query, request) => listCreditChanges(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One credit change request' },
  timeline: { summary: "A credit change request's history" },
});
