import type { MessageRecipient } from '@smdp/contracts/resource';
import type { Selectable, Transaction } from 'kysely';
import type { I18nText } from '../../db/columns';
import type { DB } from '../../db/schema';
import type { OutboxEvent } from '../../platform/document/outbox';
import type { MessageRuleTable } from './resource.tables';

type Rule = Selectable<MessageRuleTable>;

/**
 * Turns document events into messages by the tenants' rules, in the publishing transaction (so each
 * event sends its messages once). A rule fires for events written after it was made or changed last,
 * so a new rule never floods anyone with the past.
 */
export async function messagesByRule(trx: Transaction<DB>, events: readonly OutboxEvent[]): Promise<number> {
  const tenants = [...new Set(events.map((event) => event.tenantId))];
  const rules = await trx
    .selectFrom('messageRule')
    .selectAll()
    .where('tenantId', 'in', tenants)
    .where('isDeleted', '=', 0)
    .where('enabled', '=', true)
    .execute();
  if (!rules.length) return 0;
  const messages = events.flatMap((event) =>
    rules
      .filter((rule) => fires(rule, event))
      .flatMap((rule) => {
        const recipient = recipientOf(rule.recipient, event);
        if (!recipient) return [];
        const fill = (texts: I18nText) => filled(texts, event);
        const title = fill(rule.titleI18n);
        const content = fill(rule.contentI18n);
        return [
          {
            tenantId: event.tenantId,
            ...recipient,
            category: rule.category,
            title: title.en ?? Object.values(title)[0] ?? rule.name,
            content: content.en ?? Object.values(content)[0] ?? '',
            titleI18n: JSON.stringify(title),
            contentI18n: JSON.stringify(content),
            refType: event.docType,
            refId: event.docId,
            createUser: event.payload.by ?? null,
            updateUser: event.payload.by ?? null,
          },
        ];
      }),
  );
  if (messages.length) await trx.insertInto('bladeMessage').values(messages).execute();
  return messages.length;
}

const fires = (rule: Rule, event: OutboxEvent) =>
  rule.tenantId === event.tenantId &&
  `${rule.docType}.${rule.action}` === event.topic &&
  (rule.toState === null || rule.toState === event.payload.to) &&
  event.createTime >= rule.updateTime;

/** A customer party reaches every account of it; a creator is one account. Null: nobody to tell. */
function recipientOf(recipient: MessageRecipient, event: OutboxEvent) {
  const { subject, actor, creator } = event.payload;
  switch (recipient) {
    case 'SUBJECT':
      return subject ? { recipientCustomerId: subject, recipientUserId: null } : null;
    case 'ACTOR':
      return actor ? { recipientCustomerId: actor, recipientUserId: null } : null;
    case 'CREATOR':
      return creator ? { recipientUserId: creator, recipientCustomerId: null } : null;
  }
}

/** `{number}` and `{state}` in every language's text. */
function filled(texts: I18nText, event: OutboxEvent): I18nText {
  return Object.fromEntries(
    Object.entries(texts)
      .filter(([, text]) => text?.trim())
      .map(([lang, text]) => [
        lang,
        (text ?? '').replaceAll('{number}', event.payload.number ?? '').replaceAll('{state}', event.payload.to ?? ''),
      ]),
  );
}
