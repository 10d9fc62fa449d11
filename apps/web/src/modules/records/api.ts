import type { Wire } from '@smdp/contracts';
import {
  type Attachment as AttachmentContract,
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
import { ApiError, describeFailure, post, requestHeaders, showError, upload } from '../../lib/http';
import { settings } from '../../lib/settings';

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
export type Attachment = Wire<AttachmentContract>;
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
export async function downloadAttachment(attachment: Pick<Attachment, 'id' | 'originalName'>): Promise<void> {
  const response = await fetch(`${settings.api.base}${ATTACH_API}/download?id=${encodeURIComponent(attachment.id)}`, {
    headers: requestHeaders(),
  }).catch(() => null);
  if (!response) throw new ApiError(0, 'network');
  if (!response.ok) {
    // A failed download answers the envelope, like every call but the two OAuth ones.
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    const text = describeFailure(body?.msg);
    showError(text);
    throw new ApiError(response.status, text);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.originalName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const approveRegistrations = (ids: string[]) =>
  post<boolean>(`${REGISTRATION_API}/approve`, undefined, { query: { ids: ids.join(',') } });

export const rejectRegistrations = (ids: string[], reason: string) =>
  post<boolean>(`${REGISTRATION_API}/reject`, { ids: ids.join(','), reason });
