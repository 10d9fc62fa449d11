import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { formatNumber, takeNumber } from '../../platform/document/numbering';
import { formatDateTime } from '../../platform/http/datetime';

const PREFIX = { field_route: 'RT', visit_plan: 'VP', visit: 'VS' } as const;

/** The next number of a field document: one series per tenant, kind and year (`VP2026-00001`), as stock vouchers. */
export async function nextFieldNo(
  trx: Transaction<DB>,
  tenantId: string,
  kind: keyof typeof PREFIX,
  now: Date,
  zone: string,
): Promise<string> {
  const year = Number(formatDateTime(now, zone).slice(0, 4));
  const number = await takeNumber(trx, { tenantId, docType: kind, owner: '', year });
  return formatNumber(`${PREFIX[kind]}${year}-`, number, kind === 'visit' ? 6 : 5);
}
