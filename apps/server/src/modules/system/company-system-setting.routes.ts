import multipart from '@fastify/multipart';
import { IdInput, IdList, pageOf } from '@smdp/contracts';
import {
  CompanyOption,
  CompanySetting,
  CompanySettingInput,
  CompanySettingListQuery,
  CompanySettingQuery,
  CompanySettingRecord,
  LOGO_MAX_BYTES,
  LogoKey,
  settingCodes,
  UploadedLogo,
} from '@smdp/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { sniffImageType } from '../../platform/files/image-type';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { readUpload } from '../../platform/http/upload';
import { callerOf } from '../../platform/scope/caller';
import {
  companyOptions,
  companySettingDetail,
  companySettingOf,
  listCompanySettings,
  logoByKey,
  removeCompanySettings,
  saveCompanySetting,
  storeLogo,
} from './company-system-setting.service';

export const companySystemSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/companySystemSetting';
  const tags = ['companySystemSetting'];
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1, fieldSize: 0, headerPairs: 50 },
  });

  app.get(
    `${base}/detail`,
    {
      schema: {
        tags,
        summary:
          "A company's logo, shop switch and self-approval rule, within the caller's tenant only (null when there is none)",
        querystring: CompanySettingQuery,
        response: { 200: CompanySetting.nullable() },
      },
    },
    async (request) => companySettingOf(db, callerOf(request).tenantId, request.query.companyId),
  );

  app.get(
    `${base}/list`,
    {
      config: { permission: settingCodes.view },
      schema: {
        tags,
        summary: "The tenant's company settings, a page",
        querystring: CompanySettingListQuery,
        response: { 200: pageOf(CompanySettingRecord) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      const tenantId = callerOf(request).tenantId;
      return listCompanySettings(db, tenantId, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    `${base}/company-options`,
    {
      config: { permission: settingCodes.view },
      schema: {
        tags,
        summary: "The tenant's departments a company setting may be made for",
        response: { 200: z.array(CompanyOption) },
      },
    },
    async (request) => companyOptions(db, callerOf(request).tenantId),
  );

  app.get(
    `${base}/setting-detail`,
    {
      config: { permission: settingCodes.view },
      schema: {
        tags,
        summary: 'One company setting by its id, for the edit form',
        querystring: z.object({ id: IdInput }),
        response: { 200: CompanySettingRecord },
      },
    },
    async (request) => companySettingDetail(db, callerOf(request).tenantId, request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [settingCodes.add, settingCodes.edit] },
      schema: {
        tags,
        summary: 'Creates the setting of a company, or updates one (id and version)',
        body: CompanySettingInput,
        response: { 200: CompanySettingRecord },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? settingCodes.edit : settingCodes.add))) throw forbidden();
      return saveCompanySetting(db, session, request.body, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: settingCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes company settings',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removeCompanySettings(db, callerOf(request), request.query.ids, request.ip)) > 0,
  );

  app.post(
    `${base}/upload-logo`,
    {
      config: { permission: [settingCodes.add, settingCodes.edit] },
      schema: {
        tags,
        summary: `Uploads a logo (multipart field "file": png, jpeg or bmp by content, at most ${LOGO_MAX_BYTES / 1024} KB); returns its url for submit`,
        consumes: ['multipart/form-data'],
        response: { 200: UploadedLogo },
      },
    },
    async (request) => {
      const { content } = await readUpload(request, {
        maxBytes: LOGO_MAX_BYTES,
        missing: () => badRequest('logoMissing'),
        tooLarge: () => badRequest('logoTooLarge', { max: LOGO_MAX_BYTES / 1024 }),
      });
      const image = sniffImageType(content);
      if (!image) throw badRequest('logoTypeInvalid');
      return { url: await storeLogo(db, callerOf(request), image, content) };
    },
  );

  app.get(
    `${base}/logo/:key`,
    {
      config: { public: true, envelope: false },
      schema: {
        tags,
        summary: 'An uploaded logo (the key is the access check)',
        params: LogoKey,
      },
    },
    async (request, reply) => {
      const logo = await logoByKey(db, request.params.key);
      if (!logo) throw notFound();
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .header('content-disposition', 'inline')
        .send(logo.content);
    },
  );
};
