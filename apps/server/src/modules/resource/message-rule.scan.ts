import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { type DatedDocument, type RuleDateField, ruleDateField } from './message-rule.dates';
import { deliverRuleMessages, type Rule, type RuleHit } from './message-rule.deliver';

/** Days a scan looks back for reminders a missed scan (an instance down over a weekend) did not send. */
export const CATCH_UP_DAYS = 3;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const utcDay = (time: Date) => time.toISOString().slice(0, 10);

/**
 * The daily scan of DATE rules (UTC days): each enabled rule sends its message for the documents whose
 * date is `dateDays` after (BEFORE) or before (AFTER) a scan day. Scan days are today and the
 * CATCH_UP_DAYS before it, but never before the rule was made or changed (a new rule does not remind of
 * the past). Each rule runs in its own transaction; returns how many reminders were sent.
 */
export async function scanDateRules(db: Database, today: string = utcDay(new Date())): Promise<number> {
  const rules = await db
    .selectFrom('messageRule')
    .selectAll()
    .where('trigger', '=', 'DATE')
    .where('enabled', '=', true)
    .where('isDeleted', '=', 0)
    .orderBy('id')
    .execute();
  let sent = 0;
  for (const rule of rules) {
    const source = rule.dateField ? ruleDateField(rule.docType, rule.dateField) : undefined;
    // A field no module registers any more (a module removed) reminds of nothing.
    if (!source) continue;
    sent += await db.transaction().execute((trx) => fireDateRule(trx, rule, source, today));
  }
  return sent;
}

/**
 * One rule's reminders: the (rule, document, date) keys not yet in `message_rule_fired` are inserted and
 * only those send, in the same transaction. A second scan (on this or another instance, even at the
 * same moment: it waits on the key the first one holds) finds the keys taken and sends nothing.
 */
async function fireDateRule(trx: Transaction<DB>, rule: Rule, source: RuleDateField, today: string) {
  const days = rule.dateDays ?? 0;
  const shift = rule.dateDirection === 'BEFORE' ? days : -days;
  const caughtUp = addDays(today, -CATCH_UP_DAYS);
  const since = utcDay(rule.updateTime);
  const firstScanDay = since > caughtUp ? since : caughtUp;
  if (firstScanDay > today) return 0;
  const found = await source.documentsBetween(trx, rule.tenantId, {
    from: addDays(firstScanDay, shift),
    to: addDays(today, shift),
  });
  const documents = distinct(found);
  if (!documents.length) return 0;
  const fresh = await trx
    .insertInto('messageRuleFired')
    .values(documents.map((doc) => ({ ruleId: rule.id, docId: doc.docId, dueDate: doc.date, tenantId: rule.tenantId })))
    .onConflict((conflict) => conflict.columns(['ruleId', 'docId', 'dueDate']).doNothing())
    .returning(['docId', sql<string>`due_date::text`.as('dueDate')])
    .execute();
  const taken = new Set(fresh.map((row) => `${row.docId}|${row.dueDate}`));
  const hits = documents
    .filter((doc) => taken.has(`${doc.docId}|${doc.date}`))
    .map((doc): RuleHit => hitOf(rule, source, doc));
  await deliverRuleMessages(trx, hits);
  return hits.length;
}

/** One reminder per document and date, in id order (two scans lock the keys in the same order). */
function distinct(documents: readonly DatedDocument[]): DatedDocument[] {
  const byKey = new Map(documents.map((doc) => [`${doc.docId}|${doc.date}`, doc]));
  return [...byKey.values()].sort((a, b) => compareIds(a.docId, b.docId) || a.date.localeCompare(b.date));
}

const compareIds = (a: string, b: string) => a.length - b.length || a.localeCompare(b);

const hitOf = (rule: Rule, source: RuleDateField, doc: DatedDocument): RuleHit => ({
  rule,
  tenantId: rule.tenantId,
  refType: source.docType,
  refId: doc.docId,
  number: doc.number,
  state: null,
  date: doc.date,
  subject: doc.subject,
  actor: null,
  creator: doc.creator,
  by: null,
});
