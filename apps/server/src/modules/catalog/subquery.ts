import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema';

/** A generic `TB` defeats Kysely's inference inside the subquery, which refers out by `sql.ref` only. */
export const plain = <D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>) =>
  eb as unknown as ExpressionBuilder<DB, never>;
