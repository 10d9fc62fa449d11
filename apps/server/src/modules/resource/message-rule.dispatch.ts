import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { OutboxEvent } from '../../platform/document/outbox';
import { deliverRuleMessages, type Rule, type RuleHit } from './message-rule.deliver';

/**
 * Turns document events into messages by the tenants' EVENT rules, in the publishing transaction (so
 * each event sends its messages, in-app and queued SMS, once). A rule fires for events written after it
 * was made or changed last, so a new rule never floods anyone with the past. Returns the in-app count.
 */
export async function messagesByRule(trx: Transaction<DB>, events: readonly OutboxEvent[]): Promise<number> {
  const tenants = [...new Set(events.map((event) => event.tenantId))];
  if (!tenants.length) return 0;
  const rules = await trx
    .selectFrom('messageRule')
    .selectAll()
    .where('tenantId', 'in', tenants)
    .where('isDeleted', '=', 0)
    .where('enabled', '=', true)
    .where('trigger', '=', 'EVENT')
    .execute();
  if (!rules.length) return 0;
  const hits = events.flatMap((event) =>
    rules.filter((rule) => fires(rule, event)).map((rule): RuleHit => hitOf(rule, event)),
  );
  return (await deliverRuleMessages(trx, hits)).inApp;
}

const fires = (rule: Rule, event: OutboxEvent) =>
  rule.tenantId === event.tenantId &&
  `${rule.docType}.${rule.action}` === event.topic &&
  (rule.toState === null || rule.toState === event.payload.to) &&
  event.createTime >= rule.updateTime;

const hitOf = (rule: Rule, event: OutboxEvent): RuleHit => ({
  rule,
  tenantId: event.tenantId,
  refType: event.docType,
  refId: event.docId,
  number: event.payload.number ?? null,
  state: event.payload.to ?? null,
  date: null,
  subject: event.payload.subject ?? null,
  actor: event.payload.actor ?? null,
  creator: event.payload.creator ?? null,
  by: event.payload.by ?? null,
});
