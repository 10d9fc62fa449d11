import multipart from '@fastify/multipart';
import { pageOf } from '@smdp/contracts';
import {
  AttachmentDetail,
  AttachmentIdQuery,
  AttachmentIdsQuery,
  AttachmentInput,
  AttachmentPageRow,
  AttachmentQuery,
  Attachments,
  AttachmentsRemoved,
  AvatarLink,
  AvatarParams,
  attachCodes,
  UploadedAttachment,
} from '@smdp/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { sniffImageType } from '../../platform/files/image-type';
import { badRequest, forbidden } from '../../platform/http/errors';
import { sendFile } from '../../platform/http/send-file';
import { readUpload } from '../../platform/http/upload';
import { callerOf } from '../../platform/scope/caller';
import { ATTACH_MAX_BYTES, AVATAR_MAX_BYTES, sniffAttachType } from './attach.file-type';
import {
  attachmentDetail,
  attachmentFile,
  attachmentsByIds,
  avatarFile,
  downloadLink,
  listAttachments,
  removeAttachments,
  renameAttachment,
  type StoredFile,
  storeAttachment,
} from './attach.service';

const BASE = '/blade-resource/attach';
const asOutgoing = (file: StoredFile) => ({
  name: file.originalName,
  contentType: file.contentType,
  content: file.content,
});
export const avatarUrl = (accessKey: string) => `/api${BASE}/avatar/${accessKey}`;

/**
 * Attachments (issue 4 item 11): files in the file store (DATA_DIR, or an S3 bucket) in tenant folders, checked by content,
 * downloaded only inside their tenant; and the profile avatar of /info/index.
 */
export const attachRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files, permissions } = app.deps;
  const tags = ['attach'];
  await app.register(multipart, {
    limits: { fileSize: ATTACH_MAX_BYTES, files: 1, fields: 0, parts: 1, fieldSize: 0, headerPairs: 50 },
  });

  app.get(
    `${BASE}/list`,
    {
      config: { permission: attachCodes.view },
      schema: {
        tags,
        summary: 'Attachments of the tenant (a customer account: of its customer), a page',
        querystring: AttachmentQuery,
        response: { 200: pageOf(AttachmentPageRow) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listAttachments(db, callerOf(request), { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    `${BASE}/attach-list`,
    {
      config: { permission: attachCodes.view },
      schema: {
        tags,
        summary: 'The named attachments the caller may see (a business record lists its files so)',
        querystring: AttachmentIdsQuery,
        response: { 200: Attachments },
      },
    },
    async (request) => attachmentsByIds(db, callerOf(request), request.query.ids),
  );

  app.post(
    `${BASE}/upload`,
    {
      config: { permission: attachCodes.add },
      schema: {
        tags,
        summary: `Uploads one file (multipart field "file": png, jpeg, bmp, pdf, xlsx or docx by content, at most ${ATTACH_MAX_BYTES / 1024 / 1024} MB)`,
        consumes: ['multipart/form-data'],
        response: { 200: UploadedAttachment },
      },
    },
    async (request) => {
      const { name, content } = await readUpload(request, {
        maxBytes: ATTACH_MAX_BYTES,
        missing: () => badRequest('attachMissing'),
        tooLarge: () => badRequest('attachTooLarge', { max: ATTACH_MAX_BYTES / 1024 / 1024 }),
      });
      const type = sniffAttachType(content);
      if (!type) throw badRequest('attachTypeInvalid');
      const caller = callerOf(request);
      const { id } = await storeAttachment(db, files, caller, { name, content, type }, request.ip);
      const [saved] = await attachmentsByIds(db, caller, [id]);
      return { id, originalName: saved?.originalName ?? '', link: downloadLink(id) };
    },
  );

  app.get(
    `${BASE}/detail`,
    {
      config: { permission: attachCodes.view },
      schema: {
        tags,
        summary: 'One attachment the caller may see, with its download link and version',
        querystring: AttachmentIdQuery,
        response: { 200: AttachmentDetail },
      },
    },
    async (request) => attachmentDetail(db, callerOf(request), request.query.id),
  );

  app.post(
    `${BASE}/submit`,
    {
      config: { permission: [attachCodes.add, attachCodes.edit] },
      schema: {
        tags,
        summary: 'Renames an attachment (id and version); its file, extension and size change only by uploading',
        body: AttachmentInput,
        response: { 200: AttachmentDetail },
      },
    },
    async (request) => {
      if (!(await permissions.has(sessionOf(request), request.body.id ? attachCodes.edit : attachCodes.add)))
        throw forbidden();
      return renameAttachment(db, callerOf(request), request.body, request.ip);
    },
  );

  app.get(
    `${BASE}/download`,
    {
      config: { permission: attachCodes.view, envelope: false },
      schema: { tags, summary: 'The file itself, as an attachment', querystring: AttachmentIdQuery },
    },
    async (request, reply) => {
      const file = await attachmentFile(db, files, callerOf(request), request.query.id);
      return sendFile(reply, asOutgoing(file), 'attachment').header('cache-control', 'private, no-store');
    },
  );

  app.post(
    `${BASE}/remove`,
    {
      config: { permission: attachCodes.delete },
      schema: {
        tags,
        summary: 'Removes attachments and their files',
        querystring: AttachmentIdsQuery,
        response: { 200: AttachmentsRemoved },
      },
    },
    async (request) => (await removeAttachments(db, files, callerOf(request), request.query.ids, request.ip)) > 0,
  );

  app.post(
    `${BASE}/upload-avatar`,
    {
      schema: {
        tags,
        summary: `Uploads the caller's avatar (png, jpeg or bmp by content, at most ${AVATAR_MAX_BYTES / 1024} KB); returns the url for update-info`,
        consumes: ['multipart/form-data'],
        response: { 200: AvatarLink },
      },
    },
    async (request) => {
      const { name, content } = await readUpload(request, {
        maxBytes: AVATAR_MAX_BYTES,
        missing: () => badRequest('attachMissing'),
        tooLarge: () => badRequest('logoTooLarge', { max: AVATAR_MAX_BYTES / 1024 }),
      });
      const type = sniffImageType(content);
      if (!type) throw badRequest('logoTypeInvalid');
      const stored = await storeAttachment(db, files, callerOf(request), { name, content, type }, request.ip, 'AVATAR');
      return { url: avatarUrl(stored.accessKey ?? '') };
    },
  );

  app.get(
    `${BASE}/avatar/:key`,
    {
      config: { public: true, envelope: false },
      schema: {
        tags,
        summary: 'An avatar (the unguessable key is the access check: images send no sign-in header)',
        params: AvatarParams,
      },
    },
    async (request, reply) => {
      const file = await avatarFile(db, files, request.params.key);
      return sendFile(reply, asOutgoing(file), 'inline').header('cache-control', 'public, max-age=31536000, immutable');
    },
  );
};
