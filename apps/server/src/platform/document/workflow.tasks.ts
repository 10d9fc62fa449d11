import { type SqlBool, sql } from 'kysely';
import type { Database } from '../db/database';
import { scopedRows } from '../scope/scoped';
import type { DocumentCaller } from './define';
import type { WorkflowTaskStatus } from './workflow.tables';

/**
 * The workflow tasks a caller acts on: of its tenant and status, whose actor is its customer (company
 * staff: the company, `companyPartyId`), whose actions it holds a button of and whose roles it has, in
 * its data scope (reached through the document's creator and department the task copies).
 */
export async function tasksOf(
  db: Database,
  caller: DocumentCaller,
  companyPartyId: string | null,
  status: WorkflowTaskStatus,
) {
  const codes = [...caller.codes];
  const rows = await scopedRows(db, caller, 'workflowTask as t', caller.customerId ? { owner: 't.actorPartyId' } : {});
  const staffSide = caller.customerId
    ? sql<SqlBool>`true`
    : companyPartyId
      ? sql<SqlBool>`(t.actor_party_id is null or t.actor_party_id = ${companyPartyId})`
      : sql<SqlBool>`t.actor_party_id is null`;
  const holdsButton = codes.length
    ? sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(t.codes) c(code) where c.code in (${sql.join(codes)}))`
    : sql<SqlBool>`false`;
  const hasRole = caller.roleIds.length
    ? sql<SqlBool>`(t.role_ids is null or exists (select 1 from jsonb_array_elements_text(t.role_ids) r(id) where r.id in (${sql.join(caller.roleIds)})))`
    : sql<SqlBool>`t.role_ids is null`;
  return rows.where('t.taskStatus', '=', status).where(staffSide).where(holdsButton).where(hasRole);
}
