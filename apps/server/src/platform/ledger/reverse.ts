import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../http/errors';
import { fromUnits, toUnits } from './decimal';
import type { LedgerDefinition } from './define';
import { type EntryRow, type PostedEntry, type Posting, writeEntries } from './post';

/** Reversing a voucher: when (the period lock applies to this date) and on whose behalf. */
export type Reversal<L extends LedgerDefinition> = Omit<Posting<L>, 'lines'>;

/**
 * Appends one mirror entry (every figure negated, `reversalOf` its original) for each entry the voucher
 * posted, under the same voucher. A voucher is reversed once: the check runs after its balance rows
 * are locked, so of two concurrent reversals the second sees the first.
 */
export async function reverse<L extends LedgerDefinition>(
  trx: Transaction<DB>,
  ledger: L,
  reversal: Reversal<L>,
): Promise<PostedEntry<L>[]> {
  const { voucher } = reversal;
  const originals = await sql<Record<string, string | null>>`select * from ${sql.table(ledger.entryTable)}
    where ${sql.ref('tenantId')} = ${voucher.tenantId} and ${sql.ref('voucherType')} = ${voucher.type}
      and ${sql.ref('voucherId')} = ${String(voucher.id)} and ${sql.ref('reversalOf')} is null
    order by id`.execute(trx);
  if (originals.rows.length === 0) throw badRequest('ledgerNothingToReverse');
  const rows = originals.rows.map((entry) => mirror(ledger, entry));
  const ids = rows.map((row) => row.reversalOf);
  return writeEntries(trx, ledger, reversal, rows, async () => {
    const reversed = await sql`select 1 from ${sql.table(ledger.entryTable)}
      where ${sql.ref('reversalOf')} in (${sql.join(ids)}) limit 1`.execute(trx);
    if (reversed.rows.length > 0) throw badRequest('ledgerAlreadyReversed');
  });
}

function mirror(ledger: LedgerDefinition, entry: Record<string, string | null>): EntryRow {
  const pick = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, entry[name] ?? null]));
  return {
    key: Object.fromEntries(ledger.keys.map((key) => [key, String(entry[key])])),
    change: Object.fromEntries(
      Object.entries(ledger.figures).map(([figure, { scale }]) => [
        figure,
        fromUnits(-toUnits(entry[figure] ?? '0', scale), scale),
      ]),
    ),
    extra: pick(ledger.extras ?? []),
    voucherLine: Number(entry.voucherLine),
    reversalOf: String(entry.id),
  };
}
