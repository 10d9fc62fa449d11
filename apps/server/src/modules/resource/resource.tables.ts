import type { ColumnType, Generated } from 'kysely';
import type {
  AuditColumns,
  DefaultedEnum,
  GeneratedId,
  I18nColumn,
  Id,
  NullableTimestamp,
  RequiredTimestamp,
} from '../../db/columns';

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

/** A text array column: read and written as a list of strings. */
type TextList = ColumnType<string[], string[] | undefined, string[]>;

export type NoticeTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  publisherPartyId: Id | null;
  title: string;
  body: Generated<string>;
  audienceTypes: TextList;
  audienceLevels: TextList;
  audienceRegions: TextList;
  audienceParties: TextList;
  publishAt: RequiredTimestamp;
  expireAt: NullableTimestamp;
  pinned: Generated<boolean>;
  requiresAck: Generated<boolean>;
  /** EXPIRED is not stored: a published notice past `expireAt` is shown expired. */
  state: DefaultedEnum<'DRAFT' | 'PUBLISHED' | 'WITHDRAWN'>;
  publishedAt: NullableTimestamp;
};

export type NoticeReadTable = { noticeId: Id; userId: Id; readAt: Generated<Date>; ackedAt: NullableTimestamp };

/** Tables of messages and who has read them (0001_foundation), notices and their readers (0048_notices). */
export type ResourceTables = {
  bladeMessage: MessageTable;
  bladeMessageRead: MessageReadTable;
  notice: NoticeTable;
  noticeRead: NoticeReadTable;
};
