import type { ColumnType, Generated } from 'kysely';
import type { AuditColumns, GeneratedId, Id, Json, NullableTimestamp } from '../../db/columns';

/** One allowed move of a document type (domain.md §1 rule 9; frappe's Workflow Transition). */
export type WorkflowTransitionTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  docType: string;
  fromState: string;
  action: string;
  toState: string;
  /** Null: any role holding the action's button. */
  roleId: Id | null;
  allowSelfApproval: Generated<boolean>;
  /** Direct approval of one's own draft: never opens a task; only the author may use it, with self-approval. */
  direct: Generated<boolean>;
  condition: string | null;
  dueHours: number | null;
  remark: string | null;
};

export type WorkflowTaskStatus = 'OPEN' | 'DONE' | 'CANCELLED';

/** A document waiting for someone's action: open while it stays in the state. */
export type WorkflowTaskTable = {
  id: GeneratedId;
  tenantId: string;
  docType: string;
  docId: Id;
  docNo: string | null;
  state: string;
  actions: Json<string[]>;
  codes: Json<string[]>;
  roleIds: Json<string[] | null>;
  /** The party whose accounts act; null: the company's staff. */
  actorPartyId: Id | null;
  /** The party the document is about (the buyer, the payer), shown in the list. */
  subjectPartyId: Id | null;
  dueAt: NullableTimestamp;
  taskStatus: ColumnType<WorkflowTaskStatus, WorkflowTaskStatus | undefined, WorkflowTaskStatus>;
  closedBy: Id | null;
  closedAt: NullableTimestamp;
  /** The document's creator and department: a data scope reaches the task as it reaches the document. */
  createUser: Id | null;
  createDept: Id | null;
  createTime: Generated<Date>;
  isDeleted: Generated<number>;
};

/** Tables of configurable approvals (migration 0047_workflow). */
export type WorkflowTables = {
  workflowTransition: WorkflowTransitionTable;
  workflowTask: WorkflowTaskTable;
};
