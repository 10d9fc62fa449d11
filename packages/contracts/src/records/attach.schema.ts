import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput, IdList } from '../common';
import { PageQuery } from '../paging';

/** Largest attachment and avatar the server accepts. */
export const ATTACH_LIMITS = { fileBytes: 10 * 1024 * 1024, avatarBytes: 512 * 1024, name: 200 } as const;

export const Attachment = z.object({
  id: Id,
  originalName: z.string(),
  extension: z.string(),
  contentType: z.string(),
  attachSize: z.number().int().describe('bytes'),
  createAccount: z.string().nullable(),
  createTime: DateTime,
});
export type Attachment = z.output<typeof Attachment>;

export const AttachmentQuery = PageQuery.extend({
  originalName: z.string().max(200).optional(),
  originalName_like: z.string().max(200).optional(),
  extension_equal: z.string().max(10).optional(),
  createAccount_like: z.string().max(45).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

/** `detail`: an attachment with the link it downloads from and the version an edit names. */
/** A row of the attachment list, with what BladeX clients (Saber's attachment page) show of it. */
export const AttachmentListRow = Attachment.extend({
  link: z.string().describe('where it downloads from (relative to this server)'),
  domain: z.string().describe("BladeX's storage domain: always '', files are served by this server"),
  name: z.string().describe("BladeX's stored name: the original name, files are kept under an internal key"),
});
export type AttachmentListRow = z.output<typeof AttachmentListRow>;

/** A business document that names an attachment among its files (a receipt's proof, a feedback's file). */
export const AttachmentHolding = z.object({
  docType: z.string().describe("the document's type: fund_receipt, feedback"),
  docId: Id,
  docNo: z.string().describe("the document's number or title, as its list shows it"),
});
export type AttachmentHolding = z.output<typeof AttachmentHolding>;
/** A row of the attachment page: the attachment and the documents it belongs to. */
export const AttachmentPageRow = AttachmentListRow.extend({ documents: z.array(AttachmentHolding) });
export type AttachmentPageRow = z.output<typeof AttachmentPageRow>;
export const AttachmentDetail = Attachment.extend({ link: z.string(), version: z.number().int() });
export type AttachmentDetail = z.output<typeof AttachmentDetail>;

/**
 * `submit` (BladeX's edit of an attachment row): renames an attachment. Its extension and size are its
 * file's; a client sending the row back may include them unchanged. A new attachment is made by uploading.
 */
export const AttachmentInput = z.object({
  id: IdInput.optional().describe('the attachment; without it nothing can be made (upload the file instead)'),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  originalName: z.string().trim().min(1).max(ATTACH_LIMITS.name),
  extension: z.string().max(10).optional().describe('if sent, must be the file’s'),
  attachSize: z.coerce.number().int().optional().describe('if sent, must be the file’s'),
});
export type AttachmentInput = z.output<typeof AttachmentInput>;

export const UploadedAttachment = z.object({ id: Id, originalName: z.string(), link: z.string() });

export const AttachmentIdQuery = z.object({ id: IdInput });
export const AttachmentIdsQuery = z.object({ ids: IdList });
export const Attachments = z.array(AttachmentListRow);
/** `remove`: true when any attachment was removed. */
export const AttachmentsRemoved = z.boolean();
/** `upload-avatar`: where the avatar is served, for update-info. */
export const AvatarLink = z.object({ url: z.string() });
/** `avatar/:key`: the avatar's unguessable access key. */
export const AvatarParams = z.object({ key: z.string().regex(/^[a-f0-9]{32}$/) });
