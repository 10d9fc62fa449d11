import type { Page, PageQuery } from '@smdp/contracts';
import type { MessageRule, MessageRuleInput } from '@smdp/contracts/resource';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { paginate } from '../../platform/db/list-query';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';
import { ruleDateField } from './message-rule.dates';

/** The message rules of a tenant (domain.md §10), as the rules page edits them. */
type Reader = Database | Transaction<DB>;

const COLUMNS = [
  'id',
  'name',
  'docType',
  'trigger',
  'action',
  'toState',
  'dateField',
  'dateDays',
  'dateDirection',
  'recipient',
  'category',
  'channel',
  'titleI18n',
  'contentI18n',
  'enabled',
  'version',
  'updateTime',
] as const;

const liveRules = (db: Reader, caller: Pick<Caller, 'tenantId'>) =>
  tenantRows(db, caller, 'messageRule').select(COLUMNS);

export function listMessageRules(
  db: Database,
  caller: Caller,
  page: PageQuery,
  filters: { docType_equal?: string | undefined },
): Promise<Page<MessageRule>> {
  let rows = liveRules(db, caller);
  if (filters.docType_equal) rows = rows.where('docType', '=', filters.docType_equal);
  return paginate(
    rows,
    page,
    { name: 'name', docType: 'doc_type' },
    { column: 'doc_type', direction: 'asc' },
  ) as Promise<Page<MessageRule>>;
}

export async function messageRuleDetail(db: Reader, caller: Pick<Caller, 'tenantId'>, id: string) {
  const row = await liveRules(db, caller).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row as MessageRule;
}

/** The rule's columns: an EVENT rule keeps no date, a DATE rule no move; its date field must be registered. */
function ruleValues(input: MessageRuleInput) {
  const byDate = input.trigger === 'DATE';
  if (byDate && !ruleDateField(input.docType, input.dateField ?? '')) {
    throw badRequest('messageRuleDateFieldUnknown', { docType: input.docType, field: input.dateField ?? '' });
  }
  return {
    name: input.name,
    docType: input.docType,
    trigger: input.trigger,
    action: byDate ? null : (input.action ?? null),
    toState: byDate ? null : (input.toState ?? null),
    dateField: byDate ? (input.dateField ?? null) : null,
    dateDays: byDate ? (input.dateDays ?? null) : null,
    dateDirection: byDate ? (input.dateDirection ?? null) : null,
    recipient: input.recipient,
    category: input.category,
    channel: input.channel,
    titleI18n: JSON.stringify(input.titleI18n),
    contentI18n: JSON.stringify(input.contentI18n),
    enabled: input.enabled,
  };
}

export async function saveMessageRule(db: Database, caller: Caller, input: MessageRuleInput, ip?: string) {
  const values = ruleValues(input);
  return db.transaction().execute(async (trx) => {
    if (input.id) {
      const { before, after } = await updateVersioned(
        trx,
        'messageRule',
        { id: input.id, version: input.version ?? 0 },
        values,
        caller,
      );
      await recordAudit(
        trx,
        caller,
        { action: 'update', entity: 'message_rule', entityId: input.id, before, after },
        ip,
      );
      return messageRuleDetail(trx, caller, input.id);
    }
    const { id } = await trx
      .insertInto('messageRule')
      .values({
        ...values,
        tenantId: caller.tenantId,
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, caller, { action: 'create', entity: 'message_rule', entityId: id }, ip);
    return messageRuleDetail(trx, caller, id);
  });
}

export async function removeMessageRules(db: Database, caller: Caller, ids: string[], ip?: string) {
  return db.transaction().execute(async (trx) => {
    const removed = await softRemove(trx, 'messageRule', ids, caller);
    if (removed.length) {
      const entityId = removed.map((row) => row.id);
      await recordAudit(trx, caller, { action: 'delete', entity: 'message_rule', entityId }, ip);
    }
    return removed.length;
  });
}
