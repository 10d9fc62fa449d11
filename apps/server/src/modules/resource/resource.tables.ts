import type {
  DateDirection,
  MessageCategory,
  MessageChannel,
  MessageRecipient,
  MessageTrigger,
} from '@smdp/contracts/resource';
import type { ColumnType, Generated } from 'kysely';
import type {
  AuditColumns,
  DefaultedEnum,
  GeneratedId,
  I18nColumn,
  I18nText,
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

/** Which document events or dates send which message to whom (0049_message_rules, 0052_message_rule_dates_sms). */
export type MessageRuleTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  name: string;
  docType: string;
  trigger: DefaultedEnum<MessageTrigger>;
  /** EVENT rules: the move; null for DATE rules. */
  action: string | null;
  /** Only moves ending in this state (an order submitted ON_HOLD); null: any. */
  toState: string | null;
  /** DATE rules: a registered date field of `docType`, and how many days before or after it. */
  dateField: string | null;
  dateDays: number | null;
  dateDirection: DateDirection | null;
  recipient: MessageRecipient;
  category: DefaultedEnum<MessageCategory>;
  channel: DefaultedEnum<MessageChannel>;
  /** `{number}` and `{state}` are replaced by the document's. */
  titleI18n: ColumnType<I18nText, I18nText | string | undefined, I18nText | string>;
  contentI18n: ColumnType<I18nText, I18nText | string | undefined, I18nText | string>;
  enabled: Generated<boolean>;
};

/** The reminders DATE rules have sent: one per rule, document and date (0052_message_rule_dates_sms). */
export type MessageRuleFiredTable = {
  ruleId: Id;
  docId: Id;
  dueDate: ColumnType<string, string, string>;
  tenantId: string;
  firedAt: Generated<Date>;
};

/**
 * Tables of messages and who has read them (0001_foundation), notices and their readers (0048_notices),
 * and the rules that send messages (0049_message_rules).
 */
export type ResourceTables = {
  bladeMessage: MessageTable;
  bladeMessageRead: MessageReadTable;
  notice: NoticeTable;
  noticeRead: NoticeReadTable;
  messageRule: MessageRuleTable;
  messageRuleFired: MessageRuleFiredTable;
};
