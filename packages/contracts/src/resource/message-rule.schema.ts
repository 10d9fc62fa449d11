import { z } from 'zod';
import { DateTime, Id, IdInput, PageQuery } from '..';
import { buttonCodes } from '../codes';
import { MESSAGE_CATEGORIES } from './message.schema';

/** Who a rule's message goes to: the party the document concerns, who made it, or who acts on it next. */
export const MESSAGE_RECIPIENTS = ['SUBJECT', 'CREATOR', 'ACTOR'] as const;
export type MessageRecipient = (typeof MESSAGE_RECIPIENTS)[number];

export const MESSAGE_RULE_LIMITS = { name: 100, key: 64, title: 200, content: 1000 } as const;
export const messageRuleCodes = buttonCodes('message_rule', ['view', 'add', 'edit', 'delete']);

const Texts = z.object({
  zh: z.string().max(MESSAGE_RULE_LIMITS.content).optional(),
  en: z.string().max(MESSAGE_RULE_LIMITS.content).optional(),
  fr: z.string().max(MESSAGE_RULE_LIMITS.content).optional(),
  ru: z.string().max(MESSAGE_RULE_LIMITS.content).optional(),
  es: z.string().max(MESSAGE_RULE_LIMITS.content).optional(),
  sw: z.string().max(MESSAGE_RULE_LIMITS.content).optional(),
});

/** A rule (domain.md §10): on `<docType>.<action>` (ending in `toState` if given), a message to the recipient. */
export const MessageRule = z.object({
  id: Id,
  name: z.string(),
  docType: z.string(),
  action: z.string(),
  toState: z.string().nullable(),
  recipient: z.enum(MESSAGE_RECIPIENTS),
  category: z.enum(MESSAGE_CATEGORIES),
  channel: z.literal('IN_APP'),
  titleI18n: Texts,
  contentI18n: Texts,
  enabled: z.boolean(),
  version: z.number().int(),
  updateTime: DateTime,
});
export type MessageRule = z.output<typeof MessageRule>;

const Key = z.string().trim().min(1).max(MESSAGE_RULE_LIMITS.key);

export const MessageRuleInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  name: z.string().trim().min(1).max(MESSAGE_RULE_LIMITS.name),
  docType: Key,
  action: Key,
  toState: Key.nullish(),
  recipient: z.enum(MESSAGE_RECIPIENTS),
  category: z.enum(MESSAGE_CATEGORIES).default('SYSTEM'),
  titleI18n: Texts.refine((texts) => Object.values(texts).some((text) => text?.trim()), 'at least one language'),
  contentI18n: Texts.default({}),
  enabled: z.boolean().default(true),
});
export type MessageRuleInput = z.output<typeof MessageRuleInput>;

export const MessageRuleListQuery = PageQuery.extend({ docType_equal: Key.optional() });
