import type { Generated } from 'kysely';
import type { GeneratedId, Id, Json } from '../../db/columns';

export type AuditLogTable = {
  id: GeneratedId;
  tenantId: string;
  userId: Id | null;
  account: string;
  action: string;
  entity: string;
  entityId: string;
  changes: Json<Record<string, { from: unknown; to: unknown }>>;
  ip: string | null;
  createTime: Generated<Date>;
};

/** The audit trail every module writes through `platform/crud/audit.ts` (0002_crud). */
export type AuditTables = {
  auditLog: AuditLogTable;
};
