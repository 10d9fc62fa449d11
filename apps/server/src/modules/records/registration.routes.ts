import { DateTime, FilterDate, Id, IdList, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { decideRegistrations, listRegistrations, REGISTRATION_STATES } from './registration.service';

const Registration = z.object({
  id: Id.describe('the applicant account’s user id'),
  account: z.string(),
  name: z.string().nullable(),
  oauthId: z.string().nullable(),
  state: z.enum(REGISTRATION_STATES),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedTime: DateTime.nullable(),
  createTime: DateTime,
});

export const REJECT_REASON_MAX = 200;

/** Guest registration approval (issue 4 item 9): what `register-guest` created, approved or rejected here. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/blade-system/registration';
  const tags = ['registration'];

  app.get(
    `${base}/list`,
    {
      config: { permission: 'registration_view' },
      schema: {
        tags,
        summary: 'Guest registrations of the tenant: pending, approved and rejected',
        querystring: PageQuery.extend({
          state_equal: z.enum(REGISTRATION_STATES).optional(),
          account: z.string().max(45).optional(),
          account_like: z.string().max(45).optional(),
          name_like: z.string().max(50).optional(),
          createTime_datege: FilterDate,
          createTime_datelt: FilterDate,
        }),
        response: { 200: pageOf(Registration) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, state_equal, ...filters } = request.query;
      const page = { current, size, ascs, descs };
      return listRegistrations(db, sessionOf(request), page, filters, state_equal, request.zone);
    },
  );

  app.post(
    `${base}/approve`,
    {
      config: { permission: 'registration_approve' },
      schema: {
        tags,
        summary: 'Activates pending accounts; each applicant gets a message',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const decision = { state: 'APPROVED' } as const;
      const ids = request.query.ids;
      return (await decideRegistrations(db, sessionOf(request), ids, decision, request.lang, request.ip)) > 0;
    },
  );

  app.post(
    `${base}/reject`,
    {
      config: { permission: 'registration_approve' },
      schema: {
        tags,
        summary:
          'Rejects pending accounts with a reason (the account name becomes free); each applicant gets a message',
        body: z.object({ ids: IdList, reason: z.string().trim().min(1).max(REJECT_REASON_MAX) }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const { ids, reason } = request.body;
      const decision = { state: 'REJECTED', reason } as const;
      return (await decideRegistrations(db, sessionOf(request), ids, decision, request.lang, request.ip)) > 0;
    },
  );
};
