import { DateTime, FilterDate, GRANT_TYPES, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { clientDetail, listClients, removeClients, resetClientSecret, saveClient } from './oauth-client.service';

const OAuthClient = z.object({
  id: Id,
  clientId: z.string(),
  scope: z.string(),
  authorizedGrantTypes: z.string().describe('comma-separated'),
  accessTokenValidity: z.number().int().describe('seconds'),
  refreshTokenValidity: z.number().int().describe('seconds'),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  version: z.number().int(),
  createTime: DateTime,
});

const WithSecret = OAuthClient.extend({
  clientSecret: z.string().optional().describe('only when created or reset: shown this once, stored only hashed'),
});

const GrantTypes = z
  .union([z.string().transform((text) => text.split(',')), z.array(z.string())])
  .transform((list) => [...new Set(list.map((grant) => grant.trim()).filter(Boolean))])
  .pipe(z.array(z.enum(GRANT_TYPES)).min(1));

const ClientInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  clientId: z
    .string()
    .trim()
    .min(2)
    .max(32)
    .regex(/^[A-Za-z0-9_.-]+$/)
    .describe('fixed once the client exists'),
  scope: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_ ,.-]*$/)
    .default('all')
    .transform((scope) => scope || 'all'),
  authorizedGrantTypes: GrantTypes,
  accessTokenValidity: z.coerce.number().int().min(60).max(86_400).default(3600),
  refreshTokenValidity: z.coerce.number().int().min(60).max(31_536_000).default(604_800),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
});

const ListQuery = PageQuery.extend({
  clientId: z.string().max(32).optional(),
  clientId_like: z.string().max(32).optional(),
  status_equal: z.string().max(2).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

/** OAuth clients (/system/client): one table for the whole platform, kept by the administrator tenant. */
export const oauthClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/client';
  const tags = ['client'];

  app.get(
    `${base}/list`,
    {
      config: { adminTenantOnly: true, permission: 'client_view' },
      schema: {
        tags,
        summary: 'OAuth clients, a page',
        querystring: ListQuery,
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
      config: { adminTenantOnly: true, permission: 'client_view' },
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
      config: { adminTenantOnly: true, permission: ['client_add', 'client_edit'] },
      schema: {
        tags,
        summary: 'Creates a client with a generated secret (returned once), or updates one (id and version)',
        body: ClientInput,
        response: { 200: WithSecret },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? 'client_edit' : 'client_add'))) throw forbidden();
      return saveClient(db, session, request.body, request.ip);
    },
  );

  app.post(
    `${base}/reset-secret`,
    {
      config: { adminTenantOnly: true, permission: 'client_edit' },
      schema: {
        tags,
        summary: 'Gives a client a new secret (returned once); the old one stops working',
        querystring: z.object({ id: IdInput }),
        response: { 200: WithSecret },
      },
    },
    async (request) => resetClientSecret(db, sessionOf(request), request.query.id, request.ip),
  );

  app.post(
    `${base}/remove`,
    {
      config: { adminTenantOnly: true, permission: 'client_delete' },
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
