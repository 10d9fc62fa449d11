import type { Page, PageQuery } from '@smdp/contracts';
import { parseCondition, type WorkflowDocType, type WorkflowTransitionInput } from '@smdp/contracts/workflow';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../crud/audit';
import { softRemove, updateVersioned } from '../crud/versioned';
import type { Database } from '../db/database';
import { paginate } from '../db/list-query';
import { badRequest, notFound } from '../http/errors';
import type { Caller } from '../scope/caller';
import { machineOf, registeredDocTypes } from './workflow';

/** The approval rules of a tenant, as the rules page edits them (system administration). */
type Reader = Database | Transaction<DB>;

const COLUMNS = [
  'id',
  'docType',
  'fromState',
  'action',
  'toState',
  'roleId',
  'allowSelfApproval',
  'direct',
  'condition',
  'dueHours',
  'remark',
  'version',
  'updateTime',
] as const;

const liveRules = (db: Reader, tenantId: string) =>
  db.selectFrom('workflowTransition').select(COLUMNS).where('tenantId', '=', tenantId).where('isDeleted', '=', 0);

export type WorkflowRuleRow = Awaited<ReturnType<ReturnType<typeof liveRules>['executeTakeFirstOrThrow']>>;

export function listRules(
  db: Database,
  caller: Pick<Caller, 'tenantId'>,
  page: PageQuery,
  filters: { docType_equal?: string | undefined; action_equal?: string | undefined },
): Promise<Page<WorkflowRuleRow>> {
  let rows = liveRules(db, caller.tenantId);
  if (filters.docType_equal) rows = rows.where('docType', '=', filters.docType_equal);
  if (filters.action_equal) rows = rows.where('action', '=', filters.action_equal);
  return paginate(
    rows,
    page,
    { docType: 'doc_type', updateTime: 'update_time' },
    { column: 'doc_type', direction: 'asc' },
  );
}

export async function ruleDetail(db: Reader, caller: Pick<Caller, 'tenantId'>, id: string): Promise<WorkflowRuleRow> {
  const row = await liveRules(db, caller.tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The document types and their machines: what a rule may name. */
export const ruleDocTypes = (): WorkflowDocType[] =>
  registeredDocTypes().map(([docType, machine]) => ({
    docType,
    states: [...machine.states],
    actions: Object.entries(machine.actions).map(([action, move]) => ({ action, from: [...move.from], to: move.to })),
  }));

/** The state the machine's action ends in from `fromState`; a move the machine lacks is refused. */
function targetOf(input: Pick<WorkflowTransitionInput, 'docType' | 'fromState' | 'action'>): string {
  const machine = machineOf(input.docType);
  if (!machine) throw badRequest('workflowDocTypeUnknown', { docType: input.docType });
  const move = machine.actions[input.action];
  if (!move?.from.includes(input.fromState)) {
    throw badRequest('workflowMoveUnknown', { docType: input.docType, action: input.action, state: input.fromState });
  }
  return move.to;
}

/**
 * Creates a rule, or changes one at its version. The move must be one of the machine's, the condition
 * must parse and the role must be live (`roleIsLive`, asked of the access module by the caller).
 */
export async function saveRule(
  db: Database,
  caller: Caller,
  input: WorkflowTransitionInput,
  roleIsLive: (trx: Transaction<DB>, roleId: string) => Promise<boolean>,
  ip?: string,
): Promise<WorkflowRuleRow> {
  const toState = targetOf(input);
  const condition = input.condition?.trim() || null;
  if (condition && !parseCondition(condition)) throw badRequest('workflowConditionInvalid');
  const values = {
    docType: input.docType,
    fromState: input.fromState,
    action: input.action,
    toState,
    roleId: input.roleId ?? null,
    allowSelfApproval: input.allowSelfApproval,
    direct: input.direct,
    condition,
    dueHours: input.dueHours ?? null,
    remark: input.remark ?? null,
  };
  return db.transaction().execute(async (trx) => {
    if (values.roleId && !(await roleIsLive(trx, values.roleId))) throw badRequest('workflowRoleUnknown');
    if (input.id) {
      const { before, after } = await updateVersioned(
        trx,
        'workflowTransition',
        { id: input.id, version: input.version ?? 0 },
        values,
        { tenantId: caller.tenantId, userId: caller.userId },
      );
      await recordAudit(
        trx,
        caller,
        { action: 'update', entity: 'workflow_rule', entityId: input.id, before, after },
        ip,
      );
      return ruleDetail(trx, caller, input.id);
    }
    const { id } = await trx
      .insertInto('workflowTransition')
      .values({
        ...values,
        tenantId: caller.tenantId,
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await ruleDetail(trx, caller, id);
    await recordAudit(trx, caller, { action: 'create', entity: 'workflow_rule', entityId: id, after: created }, ip);
    return created;
  });
}

export async function removeRules(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await softRemove(trx, 'workflowTransition', ids, {
      tenantId: caller.tenantId,
      userId: caller.userId,
    });
    if (removed.length) {
      await recordAudit(
        trx,
        caller,
        { action: 'delete', entity: 'workflow_rule', entityId: removed.map((row) => row.id) },
        ip,
      );
    }
    return removed.length;
  });
}

/** Arbitrary constant: the advisory lock that serialises seeding the default rules. */
const DEFAULT_RULES_LOCK_KEY = 7_310_047;

/** A rule every tenant starts with: any role with the button; the document's own rules apply. */
export type DefaultRule = {
  docType: string;
  fromState: string;
  action: string;
  toState: string;
  direct?: boolean;
  dueHours?: number;
};

/** Seeds the default rules of a tenant once, in the seed's transaction: a tenant with any rule keeps its own. */
export async function seedDefaultRules(trx: Transaction<DB>, tenantId: string, rules: readonly DefaultRule[]) {
  // two instances starting together: one seeds, the other then finds its rules
  await sql`select pg_advisory_xact_lock(${DEFAULT_RULES_LOCK_KEY})`.execute(trx);
  const any = await trx
    .selectFrom('workflowTransition')
    .select('id')
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
  if (any) return;
  await trx
    .insertInto('workflowTransition')
    .values(
      rules.map((rule) => ({
        tenantId,
        docType: rule.docType,
        fromState: rule.fromState,
        action: rule.action,
        toState: rule.toState,
        allowSelfApproval: true,
        direct: rule.direct ?? false,
        dueHours: rule.direct ? null : (rule.dueHours ?? 24),
      })),
    )
    .execute();
}
