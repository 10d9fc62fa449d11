import type { Machine } from '@smdp/contracts';
import { conditionHolds } from '@smdp/contracts/workflow';
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../http/errors';
import type { DocumentCaller } from './define';
import type { WorkflowTransitionTable } from './workflow.tables';

/**
 * Configurable approvals (domain.md §1 rule 9): the kernel consults the tenant's transitions before
 * every action of every document, and keeps one task open per document waiting for an approval.
 */
type Transition = Selectable<WorkflowTransitionTable>;

/** What the kernel needs of a document for its tasks: who acts, whom it concerns, its number. */
export type WorkflowFacts = {
  /** The party whose accounts act on it in its new state; null: the company's staff. */
  actor: string | null;
  subject: string | null;
  number: string | null;
};

/** Every document type's machine, by type: what the rules page offers and what a rule is checked against. */
const machines = new Map<string, Machine>();

export const registerMachine = (docType: string, machine: Machine) => machines.set(docType, machine);
export const machineOf = (docType: string) => machines.get(docType);
export const registeredDocTypes = () => [...machines.entries()].sort(([a], [b]) => a.localeCompare(b));

async function transitionsFrom(trx: Transaction<DB>, tenantId: string, docType: string, fromState: string) {
  return trx
    .selectFrom('workflowTransition')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('docType', '=', docType)
    .where('fromState', '=', fromState)
    .where('isDeleted', '=', 0)
    .execute();
}

/**
 * Refuses the move unless a rule allows it: no rule for the action leaves it to the machine's codes;
 * otherwise one rule must name a role the caller holds (or none), hold on the document, and allow
 * self-approval when the caller made the document. A direct rule is for self-approving roles only.
 */
export async function authorizeByRules(
  trx: Transaction<DB>,
  docType: string,
  caller: DocumentCaller,
  action: string,
  row: Record<string, unknown> & { state: string; createUser: string | null },
): Promise<void> {
  const rules = (await transitionsFrom(trx, caller.tenantId, docType, row.state)).filter(
    (rule) => rule.action === action,
  );
  if (!rules.length) return;
  const own = row.createUser === caller.userId;
  const reached = rules.filter(
    (rule) => (rule.roleId === null || caller.roleIds.includes(rule.roleId)) && conditionHolds(rule.condition, row),
  );
  const usable = reached.filter((rule) => (rule.direct || own ? rule.allowSelfApproval : true));
  if (usable.length) return;
  throw new AppError(403, reached.length ? 'selfApprovalForbidden' : 'workflowRoleRefused');
}

/**
 * After a move: closes the document's open task and, when its new state has approval rules (not
 * direct ones), opens the next, due by the shortest of their hours. In the move's transaction.
 */
export async function followWithTask(
  trx: Transaction<DB>,
  docType: string,
  caller: Pick<DocumentCaller, 'tenantId' | 'userId'>,
  row: { id: string; state: string; createUser: string | null; createDept: string | null },
  facts: WorkflowFacts,
  now: Date,
): Promise<void> {
  await closeTasks(trx, caller, docType, [row.id], 'DONE', now);
  const rules = (await transitionsFrom(trx, caller.tenantId, docType, row.state)).filter((rule) => !rule.direct);
  if (!rules.length) return;
  const actions = [...new Set(rules.map((rule) => rule.action))];
  const machine = machineOf(docType);
  const codes = [...new Set(actions.flatMap((action) => machine?.actions[action]?.codes ?? []))];
  const roleIds = rules.some((rule) => rule.roleId === null)
    ? null
    : [...new Set(rules.map((rule) => rule.roleId as string))];
  const hours = rules.map((rule) => rule.dueHours).filter((value): value is number => value !== null);
  await trx
    .insertInto('workflowTask')
    .values({
      tenantId: caller.tenantId,
      docType,
      docId: row.id,
      docNo: facts.number,
      state: row.state,
      actions: JSON.stringify(actions),
      codes: JSON.stringify(codes),
      roleIds: roleIds === null ? null : JSON.stringify(roleIds),
      actorPartyId: facts.actor,
      subjectPartyId: facts.subject,
      dueAt: hours.length ? new Date(now.getTime() + Math.min(...hours) * 3_600_000) : null,
      createUser: row.createUser,
      createDept: row.createDept,
    })
    .execute();
}

/** Ends the open tasks of documents: DONE when they moved on, CANCELLED when they were deleted. */
export async function closeTasks(
  trx: Transaction<DB>,
  caller: Pick<DocumentCaller, 'tenantId' | 'userId'>,
  docType: string,
  docIds: readonly string[],
  status: 'DONE' | 'CANCELLED',
  now: Date,
): Promise<void> {
  await trx
    .updateTable('workflowTask')
    .set({ taskStatus: status, closedBy: caller.userId, closedAt: now })
    .where('tenantId', '=', caller.tenantId)
    .where('docType', '=', docType)
    .where('docId', 'in', docIds)
    .where('taskStatus', '=', 'OPEN')
    .execute();
}

export type { Transition };
