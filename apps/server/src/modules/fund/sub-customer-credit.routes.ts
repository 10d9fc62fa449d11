import { pageOf } from '@smdp/contracts';
import {
  CreditChange,
  CreditLimit,
  CreditLimitInput,
  SubCustomerCredit,
  SubCustomerCreditQuery,
  SubCustomerLimitQuery,
  subCustCreditCodes,
} from '@smdp/contracts/fund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf } from '../../platform/document/define';
import { proposeSubCustomerCredit } from './credit-change';
import { todayIn } from './receipt.document';
import { listSubCustomerCredit, subCustomerLimitOf } from './sub-customer-credit';

const base = '/smdp-finance/sub-customer-credit';
const tags = ['finance-sub-customer-credit'];

/** The credit a distributor grants its sub-customers (page /finance/sub-cust-credit/setting, domain.md §7). */
export const subCustomerCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    `${base}/list`,
    {
      config: { permission: [subCustCreditCodes.view, subCustCreditCodes.edit] },
      schema: {
        tags,
        summary:
          "A distributor's sub-customers with the credit it grants them: limit, temporary limit, term, used, frozen, available, overdue (staff name the distributor)",
        querystring: SubCustomerCreditQuery,
        response: { 200: pageOf(SubCustomerCredit) },
      },
    },
    async (request) =>
      listSubCustomerCredit(db, await documentCallerOf(app, request), request.query, todayIn(new Date(), request.zone)),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: [subCustCreditCodes.view, subCustCreditCodes.edit] },
      schema: {
        tags,
        summary: 'The credit limit a distributor grants one of its sub-customers, or null',
        querystring: SubCustomerLimitQuery,
        response: { 200: CreditLimit.nullable() },
      },
    },
    async (request) => subCustomerLimitOf(db, await documentCallerOf(app, request), request.query),
  );

  app.post(
    `${base}/save`,
    {
      config: { permission: [subCustCreditCodes.edit] },
      schema: {
        tags,
        summary:
          "Asks to change a sub-customer's credit limit with its distributor (the caller's own party; staff name it): a credit change request, approved at once with the page's direct button; version required once a limit exists",
        body: CreditLimitInput,
        response: { 200: CreditChange },
      },
    },
    async (request) =>
      proposeSubCustomerCredit(db, await documentCallerOf(app, request), request.body, {
        zone: request.zone,
        ip: request.ip,
      }),
  );
};
