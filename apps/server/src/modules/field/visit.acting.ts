import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { paramValueOf } from '../system';
import type { VisitTable } from './field.tables';
import { visibleVisits } from './visit.queries';

export type VisitRow = Selectable<VisitTable>;

/** A visible visit locked for a write; 404 when the caller does not see it. */
export async function lockVisit(trx: Transaction<DB>, caller: Caller, id: string): Promise<VisitRow> {
  const row = await (await visibleVisits(trx, caller))
    .selectAll('v')
    .where('v.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A visit the caller works on in the store: its own, locked, in one of `states`. */
export async function lockOwnVisit(
  trx: Transaction<DB>,
  caller: Caller,
  id: string,
  states: readonly VisitRow['state'][] = ['CHECKED_IN'],
): Promise<VisitRow> {
  const row = await lockVisit(trx, caller, id);
  if (row.salespersonId !== caller.userId) throw badRequest('visitNotYours');
  if (!states.includes(row.state)) throw badRequest('visitStateInvalid', { state: row.state });
  return row;
}

/** A numeric tenant parameter, or its default when unset or not a positive number. */
export async function numericParam(trx: Transaction<DB>, tenantId: string, key: string, fallback: number) {
  const value = Number(await paramValueOf(trx, tenantId, key));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Today's date 'YYYY-MM-DD' in a time zone. */
export const todayIn = (now: Date, zone: string) => {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
};

/** A Postgres unique violation, with the index it hit. */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== '23505') return undefined;
  return (error as { constraint?: string }).constraint ?? String((error as { message?: unknown }).message ?? '');
}
