import type { ColumnType, Generated } from 'kysely';
import type { AuditColumns, GeneratedId, Id, NullableTimestamp, RequiredTimestamp } from '../../db/columns';

/** QUEUED: written by a message rule in its transaction, waiting for the provider (sms.outbox.ts). */
export type SmsState = 'QUEUED' | 'SENT' | 'FAILED';

/** Why a text was sent; the per-number limit of rule texts counts RULE rows (0052_message_rule_dates_sms). */
export type SmsPurpose = 'RULE';

export type SmsMessageTable = {
  id: GeneratedId;
  tenantId: string;
  phone: string;
  content: string;
  provider: string;
  state: SmsState;
  error: string | null;
  purpose: ColumnType<SmsPurpose | null, SmsPurpose | null | undefined, SmsPurpose | null>;
  createUser: Id | null;
  createTime: Generated<Date>;
};

export type SmsCodeTable = {
  id: GeneratedId;
  tenantId: string;
  phone: string;
  codeHash: string;
  expiresAt: RequiredTimestamp;
  usedAt: NullableTimestamp;
  failedAttempts: Generated<number>;
  createTime: Generated<Date>;
};

/** FILE: an attachment of the attachments page; AVATAR: a profile picture served by its access key. */
export type AttachCategory = 'FILE' | 'AVATAR';

export type AttachTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  customerId: Id | null;
  category: Generated<AttachCategory>;
  originalName: string;
  extension: string;
  contentType: string;
  attachSize: ColumnType<string, number, number>;
  storageKey: string;
  accessKey: string | null;
};

export type RegistrationState = 'APPROVED' | 'REJECTED';

export type UserRegistrationTable = {
  id: GeneratedId;
  tenantId: string;
  userId: Id;
  state: RegistrationState;
  reason: string | null;
  decidedUser: Id | null;
  decidedTime: Generated<Date>;
};

export type LoginLogTable = {
  id: GeneratedId;
  tenantId: string;
  account: string;
  userId: Id | null;
  ip: string | null;
  userAgent: string | null;
  success: boolean;
  reason: string | null;
  createTime: Generated<Date>;
};

export type ClientErrorLogTable = {
  id: GeneratedId;
  tenantId: string;
  userId: Id | null;
  url: string | null;
  time: string | null;
  type: string | null;
  message: string | null;
  stack: string | null;
  info: string | null;
  createTime: Generated<Date>;
};

/** Tables of logs, SMS, attachments and registration approvals (0001_foundation, 0006_records). */
export type RecordsTables = {
  smsMessage: SmsMessageTable;
  smsCode: SmsCodeTable;
  bladeAttach: AttachTable;
  userRegistration: UserRegistrationTable;
  loginLog: LoginLogTable;
  clientErrorLog: ClientErrorLogTable;
};
