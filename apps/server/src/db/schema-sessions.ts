import type { ColumnType, Generated } from 'kysely';
import type { Id } from './columns';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type SessionCutoffTable = {
  userId: Id;
  validAfter: Timestamp;
  keptFamily: string | null;
  changedAt: Generated<Date>;
};

export type SessionTables = { sessionCutoff: SessionCutoffTable };
