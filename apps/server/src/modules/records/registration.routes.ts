import { pageOf } from '@smdp/contracts';
import {
  Registration,
  RegistrationIdsQuery,
  RegistrationQuery,
  RegistrationsDecided,
  RejectRegistrations,
  registrationCodes,
} from '@smdp/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/scope/caller';
import { decideRegistrations, listRegistrations } from './registration.service';

/** Guest registration approval (issue 4 item 9): what `register-guest` created, approved or rejected here. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/blade-system/registration';
  const tags = ['registration'];

  app.get(
    `${base}/list`,
    {
      config: { permission: registrationCodes.view },
      schema: {
        tags,
        summary: 'Guest registrations of the tenant: pending, approved and rejected',
        querystring: RegistrationQuery,
        response: { 200: pageOf(Registration) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, state_equal, ...filters } = request.query;
      const page = { current, size, ascs, descs };
      return listRegistrations(db, callerOf(request), page, filters, state_equal, request.zone);
    },
  );

  app.post(
    `${base}/approve`,
    {
      config: { permission: registrationCodes.approve },
      schema: {
        tags,
        summary: 'Activates pending accounts; each applicant gets a message',
        querystring: RegistrationIdsQuery,
        response: { 200: RegistrationsDecided },
      },
    },
    async (request) => {
      const decision = { state: 'APPROVED' } as const;
      const ids = request.query.ids;
      return (await decideRegistrations(db, callerOf(request), ids, decision, request.lang, request.ip)) > 0;
    },
  );

  app.post(
    `${base}/reject`,
    {
      config: { permission: registrationCodes.approve },
      schema: {
        tags,
        summary:
          'Rejects pending accounts with a reason (the account name becomes free); each applicant gets a message',
        body: RejectRegistrations,
        response: { 200: RegistrationsDecided },
      },
    },
    async (request) => {
      const { ids, reason } = request.body;
      const decision = { state: 'REJECTED', reason } as const;
      return (await decideRegistrations(db, callerOf(request), ids, decision, request.lang, request.ip)) > 0;
    },
  );
};
