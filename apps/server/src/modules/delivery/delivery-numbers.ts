import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { formatNumber, takeNumber } from '../../platform/document/numbering';

const PREFIX = { delivery_trip: 'DT', van_day: 'VD' } as const;

/** The next number of a trip or a van day: one series per tenant, kind and year of its date (`DT2026-00001`). */
export async function nextDeliveryNo(
  trx: Transaction<DB>,
  tenantId: string,
  kind: keyof typeof PREFIX,
  day: string,
): Promise<string> {
  const year = Number(day.slice(0, 4));
  const number = await takeNumber(trx, { tenantId, docType: kind, owner: '', year });
  return formatNumber(`${PREFIX[kind]}${year}-`, number, 5);
}
