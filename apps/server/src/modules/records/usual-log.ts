import type { UsualLog } from '@smdp/contracts/records';
import type { AuditLogRow } from './log.service';

export type UsualLogRow = AuditLogRow & Pick<UsualLog, 'logId' | 'logData'>;

/**
 * An audit entry under the names BladeX's "usual" log gives a business record: `logId` says what happened,
 * `logData` is the entry as text (its drawer shows one text field).
 */
export function asUsualLog(row: AuditLogRow): UsualLogRow {
  const { account, action, entity, entityId, changes } = row;
  return {
    ...row,
    logId: `${entity}.${action}`,
    logData: JSON.stringify({ account, action, entity, entityId, changes }),
  };
}
