import type { Page, PageQuery } from '@smdp/contracts';
import type { WorkflowTask } from '@smdp/contracts/workflow';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { paginate } from '../../platform/db/list-query';
import type { DocumentCaller } from '../../platform/document/define';
import type { WorkflowTaskStatus } from '../../platform/document/workflow.tables';
import { tasksOf } from '../../platform/document/workflow.tasks';
import { companyPartyOf, partyName } from '../customer';

/** The workflow tasks waiting for the caller (or that it saw closed), newest first. */
export async function listTasks(
  db: Database,
  caller: DocumentCaller,
  page: PageQuery,
  filters: { docType_equal?: string | undefined; taskStatus: WorkflowTaskStatus },
): Promise<Page<WorkflowTask>> {
  let rows = (await tasksOf(db, caller, await companyPartyOf(db, caller.tenantId), filters.taskStatus)).select((eb) => [
    't.id',
    't.docType',
    't.docId',
    't.docNo',
    't.state',
    't.actions',
    't.subjectPartyId',
    partyName(eb, 't.subjectPartyId').as('subjectName'),
    't.dueAt',
    sql<boolean>`(t.task_status = 'OPEN' and t.due_at < now())`.as('overdue'),
    't.taskStatus',
    't.closedAt',
    't.createTime',
  ]);
  if (filters.docType_equal) rows = rows.where('t.docType', '=', filters.docType_equal);
  return paginate(
    rows,
    page,
    { createTime: 't.create_time', dueAt: 't.due_at' },
    {
      column: 't.create_time',
      direction: 'desc',
    },
  );
}

/** How many tasks wait for the caller, and how many of them are past due. */
export async function openTaskCount(db: Database, caller: DocumentCaller) {
  const row = await (await tasksOf(db, caller, await companyPartyOf(db, caller.tenantId), 'OPEN'))
    .select([sql<string>`count(*)`.as('open'), sql<string>`count(*) filter (where t.due_at < now())`.as('overdue')])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), overdue: Number(row.overdue) };
}
