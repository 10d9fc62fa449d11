import type { Generated } from 'kysely';
import type { Id, RequiredTimestamp } from '../../db/columns';

export type SessionCutoffTable = {
  userId: Id;
  validAfter: RequiredTimestamp;
  keptFamily: string | null;
  changedAt: Generated<Date>;
};

/** When each account's sessions were cut off (0013_sessions): `platform/auth/session-gate.ts`. */
export type SessionTables = {
  sessionCutoff: SessionCutoffTable;
};
