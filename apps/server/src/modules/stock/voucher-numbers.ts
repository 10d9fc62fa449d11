import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { formatNumber, takeNumber } from '../../platform/document/numbering';
import { formatDateTime } from '../../platform/http/datetime';

const PREFIX = { inbound: 'IN', outbound: 'OUT', transfer: 'TR', stock_adjustment: 'ADJ', stock_check: 'CHK' } as const;

/**
 * The next number of a voucher kind: one series per tenant, kind and year (`IN2026-00001`), so numbers
 * stay unique in the tenant whoever owns the warehouse; the year is the caller's.
 */
export async function nextVoucherNo(
  trx: Transaction<DB>,
  tenantId: string,
  kind: keyof typeof PREFIX,
  now: Date,
  zone: string,
): Promise<string> {
  const year = Number(formatDateTime(now, zone).slice(0, 4));
  const number = await takeNumber(trx, { tenantId, docType: kind, owner: '', year });
  return formatNumber(`${PREFIX[kind]}${year}-`, number, 5);
}

/** The caller's calendar day: the posting date of an action taken now. */
export const todayIn = (now: Date, zone: string) => formatDateTime(now, zone).slice(0, 10);
