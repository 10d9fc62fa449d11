import type { Wire } from '@smdp/contracts';
import {
  type AttachmentPageRow,
  type AuditLog as AuditLogContract,
  type ClientError as ClientErrorContract,
  type LoginLog as LoginLogContract,
  REJECT_REASON_MAX,
  type Registration as RegistrationContract,
  type RegistrationState,
  type SmsMessage as SmsMessageContract,
  type UploadedAttachment,
} from '@smdp/contracts/records';
import type { z } from 'zod';
import { post, saveDownload, upload } from '../../lib/http';

export const LOG_API = '/blade-log';
export const SMS_API = '/blade-resource/sms';
export const ATTACH_API = '/blade-resource/attach';
export const REGISTRATION_API = '/blade-system/registration';

export type LoginLog = Wire<LoginLogContract>;
export type AuditLog = Wire<AuditLogContract>;
/** One changed field of an audit entry. */
export type Change = AuditLog['changes'][string];
export type ClientError = Wire<ClientErrorContract>;
export type SmsMessage = Wire<SmsMessageContract>;
/** A row of the attachment page: the file and the documents that hold it. */
export type Attachment = Wire<AttachmentPageRow>;
export type Registration = Wire<RegistrationContract>;
export type { RegistrationState };
export { REJECT_REASON_MAX };

export const uploadAttachment = (file: File) =>
  upload<Wire<z.output<typeof UploadedAttachment>>>(`${ATTACH_API}/upload`, { file });

/** The avatar's short url for `update-info` (the server checks the picture's content). */
export const uploadAvatar = (file: File) => upload<{ url: string }>(`${ATTACH_API}/upload-avatar`, { file });

/**
 * Downloads an attachment with the sign-in header (a plain link could not send it) and saves it
 * under its own name.
 */
export function downloadAttachment(attachment: Pick<Attachment, 'id' | 'originalName'>): Promise<void> {
  return saveDownload(`${ATTACH_API}/download?id=${encodeURIComponent(attachment.id)}`, attachment.originalName);
}

export const approveRegistrations = (ids: string[]) =>
  post<boolean>(`${REGISTRATION_API}/approve`, undefined, { query: { ids: ids.join(',') } });

export const rejectRegistrations = (ids: string[], reason: string) =>
  post<boolean>(`${REGISTRATION_API}/reject`, { ids: ids.join(','), reason });
