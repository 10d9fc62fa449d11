import { IdInput, IdList, pageOf } from '@smdp/contracts';
import {
  ClientInput,
  clientCodes,
  OAuthClient,
  OAuthClientListQuery,
  OAuthClientWithSecret,
} from '@smdp/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { clientDetail, listClients, removeClients, resetClientSecret, saveClient } from './oauth-client.service';

/** OAuth clients (/system/client): one table for the whole platform, kept by the administrator tenant. */
export const oauthClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/client';
  const tags = ['client'];

  app.get(
    `${base}/list`,
    {
      config: { adminTenantOnly: true, permission: clientCodes.view },
      schema: {
        tags,
        summary: 'OAuth clients, a page',
        querystring: OAuthClientListQuery,
        response: { 200: pageOf(OAuthClient) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listClients(db, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { adminTenantOnly: true, permission: clientCodes.view },
      schema: {
        tags,
        summary: 'One OAuth client',
        querystring: z.object({ id: IdInput }),
        response: { 200: OAuthClient },
      },
    },
    async (request) => clientDetail(db, request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { adminTenantOnly: true, permission: [clientCodes.add, clientCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a client with a generated secret (returned once), or updates one (id and version)',
        body: ClientInput,
        response: { 200: OAuthClientWithSecret },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? clientCodes.edit : clientCodes.add))) throw forbidden();
      return saveClient(db, session, request.body, request.ip);
    },
  );

  app.post(
    `${base}/reset-secret`,
    {
      config: { adminTenantOnly: true, permission: clientCodes.edit },
      schema: {
        tags,
        summary: 'Gives a client a new secret (returned once); the old one stops working',
        querystring: z.object({ id: IdInput }),
        response: { 200: OAuthClientWithSecret },
      },
    },
    async (request) => resetClientSecret(db, sessionOf(request), request.query.id, request.ip),
  );

  app.post(
    `${base}/remove`,
    {
      config: { adminTenantOnly: true, permission: clientCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes clients (not the one the caller is signed in through)',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removeClients(db, sessionOf(request), request.query.ids, request.ip)) > 0,
  );
};
