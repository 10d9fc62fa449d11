import type { Generated } from 'kysely';
import type { AuditColumns, GeneratedId, I18nColumn, Id } from '../../db/columns';

export type MessageTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  recipientUserId: Id | null;
  recipientCustomerId: Id | null;
  category: Generated<string>;
  title: string;
  content: Generated<string>;
  /** Title and body in each language (0012_words); the plain columns answer a missing language. */
  titleI18n: I18nColumn;
  contentI18n: I18nColumn;
  refType: string | null;
  refId: Id | null;
  channel: Generated<string>;
};

export type MessageReadTable = { messageId: Id; userId: Id; readAt: Generated<Date> };

/** Tables of messages and who has read them (0001_foundation). */
export type ResourceTables = {
  bladeMessage: MessageTable;
  bladeMessageRead: MessageReadTable;
};
