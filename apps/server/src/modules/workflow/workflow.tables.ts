import type { TODO_PRIORITIES, TODO_STATUSES } from '@smdp/contracts/workflow';
import type { ColumnType } from 'kysely';
import type { AuditColumns, DefaultedEnum, GeneratedId, Id, NullableTimestamp } from '../../db/columns';

export type TodoTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  userId: Id;
  title: string;
  description: string | null;
  refType: string | null;
  refId: string | null;
  dueDate: ColumnType<string | null, string | null | undefined, string | null>;
  priority: DefaultedEnum<(typeof TODO_PRIORITIES)[number]>;
  todoStatus: DefaultedEnum<(typeof TODO_STATUSES)[number]>;
  closedAt: NullableTimestamp;
};

/** A person's own to-dos (migration 0047_workflow); workflow tasks are the document kernel's. */
export type WorkflowModuleTables = {
  todo: TodoTable;
};
