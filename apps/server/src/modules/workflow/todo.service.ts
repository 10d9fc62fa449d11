import type { Page, PageQuery } from '@smdp/contracts';
import type { Todo, TodoInput, TodoListQuery, TodoMove } from '@smdp/contracts/workflow';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';

/** A person's own to-dos (domain.md §10): only their author ever sees or changes them. */
type Reader = Database | Transaction<DB>;
type Owner = Pick<Caller, 'tenantId' | 'userId'>;

const ownTodos = (db: Reader, caller: Owner, zone: string) =>
  tenantRows(db, caller, 'todo')
    .where('userId', '=', caller.userId)
    .select([
      'id',
      'title',
      'description',
      'refType',
      'refId',
      'dueDate',
      'priority',
      'todoStatus',
      'closedAt',
      'version',
      'createTime',
    ])
    .select(sql<boolean>`(todo_status = 'OPEN' and due_date < (now() at time zone ${zone})::date)`.as('overdue'));

export function listTodos(
  db: Database,
  caller: Owner,
  page: PageQuery,
  filters: Pick<TodoListQuery, 'todoStatus' | 'priority_equal'>,
  zone: string,
): Promise<Page<Todo>> {
  let rows = ownTodos(db, caller, zone);
  if (filters.todoStatus) rows = rows.where('todoStatus', '=', filters.todoStatus);
  if (filters.priority_equal) rows = rows.where('priority', '=', filters.priority_equal);
  return paginate(
    rows,
    page,
    { dueDate: 'due_date', priority: 'priority', createTime: 'create_time' },
    { column: 'due_date', direction: 'asc' },
  );
}

async function todoDetail(db: Reader, caller: Owner, id: string, zone: string): Promise<Todo> {
  const row = await ownTodos(db, caller, zone).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row as Todo;
}

/** Writes only to the caller's own to-do: another's is as absent as a deleted one. */
async function assertOwn(trx: Transaction<DB>, caller: Owner, id: string): Promise<void> {
  const own = await tenantRows(trx, caller, 'todo')
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', caller.userId)
    .executeTakeFirst();
  if (!own) throw notFound();
}

export async function saveTodo(db: Database, caller: Caller, input: TodoInput, zone: string, ip?: string) {
  const values = {
    title: input.title,
    description: input.description ?? null,
    refType: input.refType ?? null,
    refId: input.refId ?? null,
    dueDate: input.dueDate ?? null,
    priority: input.priority,
  };
  return db.transaction().execute(async (trx) => {
    if (input.id) {
      await assertOwn(trx, caller, input.id);
      const { before, after } = await updateVersioned(
        trx,
        'todo',
        { id: input.id, version: input.version ?? 0 },
        values,
        caller,
      );
      await recordAudit(trx, caller, { action: 'update', entity: 'todo', entityId: input.id, before, after }, ip);
      return todoDetail(trx, caller, input.id, zone);
    }
    const { id } = await trx
      .insertInto('todo')
      .values({
        ...values,
        tenantId: caller.tenantId,
        userId: caller.userId,
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, caller, { action: 'create', entity: 'todo', entityId: id }, ip);
    return todoDetail(trx, caller, id, zone);
  });
}

/** Closes, cancels or re-opens a to-do at the version read. */
export async function moveTodo(db: Database, caller: Caller, move: TodoMove, zone: string, ip?: string) {
  return db.transaction().execute(async (trx) => {
    await assertOwn(trx, caller, move.id);
    const { before, after } = await updateVersioned(
      trx,
      'todo',
      { id: move.id, version: move.version },
      { todoStatus: move.todoStatus, closedAt: move.todoStatus === 'OPEN' ? null : new Date() },
      caller,
    );
    await recordAudit(trx, caller, { action: move.todoStatus, entity: 'todo', entityId: move.id, before, after }, ip);
    return todoDetail(trx, caller, move.id, zone);
  });
}

export async function removeTodos(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    for (const id of ids) await assertOwn(trx, caller, id);
    const removed = await softRemove(trx, 'todo', ids, caller);
    if (removed.length) {
      await recordAudit(trx, caller, { action: 'delete', entity: 'todo', entityId: removed.map((row) => row.id) }, ip);
    }
    return removed.length;
  });
}

/** How many of the caller's own to-dos are open, and how many of those are overdue. */
export async function openTodoCount(db: Database, caller: Owner, zone: string) {
  const row = await tenantRows(db, caller, 'todo')
    .where('userId', '=', caller.userId)
    .where('todoStatus', '=', 'OPEN')
    .select([
      sql<string>`count(*)`.as('open'),
      sql<string>`count(*) filter (where due_date < (now() at time zone ${zone})::date)`.as('overdue'),
    ])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), overdue: Number(row.overdue) };
}
