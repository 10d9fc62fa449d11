import { ApiError, describeFailure, post, requestHeaders, showError, upload } from '../../lib/http';
import { settings } from '../../lib/settings';

export const LOG_API = '/blade-log';
export const SMS_API = '/blade-resource/sms';
export const ATTACH_API = '/blade-resource/attach';
export const REGISTRATION_API = '/blade-system/registration';

export type LoginLog = {
  id: string;
  tenantId: string;
  account: string;
  ip: string | null;
  userAgent: string | null;
  success: boolean;
  reason: string | null;
  createTime: string;
};

export type Change = { from: unknown; to: unknown };

export type AuditLog = {
  id: string;
  tenantId: string;
  account: string;
  action: string;
  entity: string;
  entityId: string;
  changes: Record<string, Change>;
  ip: string | null;
  createTime: string;
};

export type ClientError = {
  id: string;
  tenantId: string;
  account: string | null;
  url: string | null;
  time: string | null;
  type: string | null;
  message: string | null;
  stack: string | null;
  info: string | null;
  createTime: string;
};

export type SmsMessage = {
  id: string;
  phone: string;
  content: string;
  provider: 'table' | 'http';
  state: 'SENT' | 'FAILED';
  error: string | null;
  createTime: string;
};

export type Attachment = {
  id: string;
  originalName: string;
  extension: string;
  contentType: string;
  attachSize: number;
  createAccount: string | null;
  createTime: string;
};

export type RegistrationState = 'PENDING' | 'APPROVED' | 'REJECTED';

export type Registration = {
  id: string;
  account: string;
  name: string | null;
  oauthId: string | null;
  state: RegistrationState;
  reason: string | null;
  decidedBy: string | null;
  decidedTime: string | null;
  createTime: string;
};

/** The server's limit on a rejection reason. */
export const REJECT_REASON_MAX = 200;

export const uploadAttachment = (file: File) =>
  upload<{ id: string; originalName: string; link: string }>(`${ATTACH_API}/upload`, { file });

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
