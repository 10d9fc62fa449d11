import { z } from 'zod';
import { DateTime, Id, IdInput, PageQuery } from '..';
import { buttonCodes } from '../codes';
import { MESSAGE_CATEGORIES } from './message.schema';

/** Who a rule's message goes to: the party the document concerns, who made it, or who acts on it next. */
export const MESSAGE_RECIPIENTS = ['SUBJECT', 'CREATOR', 'ACTOR'] as const;
export type MessageRecipient = (typeof MESSAGE_RECIPIENTS)[number];

/** How a rule's message goes out: in the app, by SMS to the recipients' mobiles, or both. */
export const MESSAGE_CHANNELS = ['IN_APP', 'SMS', 'IN_APP_AND_SMS'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** EVENT: on a document's move; DATE: a daily scan, N days before or after a date field of the document. */
export const MESSAGE_TRIGGERS = ['EVENT', 'DATE'] as const;
export type MessageTrigger = (typeof MESSAGE_TRIGGERS)[number];
export const DATE_DIRECTIONS = ['BEFORE', 'AFTER'] as const;
export type DateDirection = (typeof DATE_DIRECTIONS)[number];

export const MESSAGE_RULE_LIMITS = { name: 100, key: 64, title: 200, content: 1000, days: 365 } as const;
export const messageRuleCodes = buttonCodes('message_rule', ['view', 'add', 'edit', 'delete']);

const Texts = z.object({
  zh: z.string().max(MESSAGE_RULE_LIMITS.content).optional(),
  en: z.string().max(MESSAGE_RULE_LIMITS.content).optional(),
  fr: z.string().max(MESSAGE_RULE_LIMITS.content).optional(),
  ru: z.string().max(MESSAGE_RULE_LIMITS.content).optional(),
  es: z.string().max(MESSAGE_RULE_LIMITS.content).optional(),
  sw: z.string().max(MESSAGE_RULE_LIMITS.content).optional(),
});

/**
 * A rule (domain.md §10): on `<docType>.<action>` (ending in `toState` if given), or `dateDays` days
 * before or after the document's `dateField`, a message to the recipient by its channel.
 */
export const MessageRule = z.object({
  id: Id,
  name: z.string(),
  docType: z.string(),
  trigger: z.enum(MESSAGE_TRIGGERS),
  action: z.string().nullable(),
  toState: z.string().nullable(),
  dateField: z.string().nullable(),
  dateDays: z.number().int().nullable(),
  dateDirection: z.enum(DATE_DIRECTIONS).nullable(),
  recipient: z.enum(MESSAGE_RECIPIENTS),
  category: z.enum(MESSAGE_CATEGORIES),
  channel: z.enum(MESSAGE_CHANNELS),
  titleI18n: Texts,
  contentI18n: Texts,
  enabled: z.boolean(),
  version: z.number().int(),
  updateTime: DateTime,
});
export type MessageRule = z.output<typeof MessageRule>;

const Key = z.string().trim().min(1).max(MESSAGE_RULE_LIMITS.key);

/** Message keys of the server's catalogue: the server sends them translated (envelope `describeIssue`). */
const RULE_ISSUES = {
  actionRequired: 'messageRuleActionRequired',
  dateRequired: 'messageRuleDateRequired',
} as const;

export const MessageRuleInput = z
  .object({
    id: IdInput.optional(),
    version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
    name: z.string().trim().min(1).max(MESSAGE_RULE_LIMITS.name),
    docType: Key,
    trigger: z.enum(MESSAGE_TRIGGERS).default('EVENT'),
    action: Key.nullish().describe('EVENT rules: the move that fires it'),
    toState: Key.nullish(),
    dateField: Key.nullish().describe("DATE rules: one of /date-fields for the rule's docType"),
    dateDays: z.number().int().min(0).max(MESSAGE_RULE_LIMITS.days).nullish(),
    dateDirection: z.enum(DATE_DIRECTIONS).nullish(),
    recipient: z.enum(MESSAGE_RECIPIENTS),
    category: z.enum(MESSAGE_CATEGORIES).default('SYSTEM'),
    channel: z.enum(MESSAGE_CHANNELS).default('IN_APP'),
    titleI18n: Texts.refine((texts) => Object.values(texts).some((text) => text?.trim()), 'at least one language'),
    contentI18n: Texts.default({}),
    enabled: z.boolean().default(true),
  })
  .superRefine((rule, context) => {
    if (rule.trigger === 'EVENT' && !rule.action) {
      context.addIssue({ code: 'custom', path: ['action'], message: RULE_ISSUES.actionRequired });
    }
    if (rule.trigger === 'DATE') {
      for (const key of ['dateField', 'dateDays', 'dateDirection'] as const) {
        if (rule[key] === undefined || rule[key] === null) {
          context.addIssue({ code: 'custom', path: [key], message: RULE_ISSUES.dateRequired });
        }
      }
    }
  });
export type MessageRuleInput = z.output<typeof MessageRuleInput>;

/** A date field a rule may count from (registered by the module owning the document). */
export const MessageRuleDateField = z.object({ docType: z.string(), field: z.string() });
export type MessageRuleDateField = z.output<typeof MessageRuleDateField>;

export const MessageRuleListQuery = PageQuery.extend({ docType_equal: Key.optional() });
