import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { LedgerDefinition } from './define';

/**
 * A figure that does not match its entries: an entry whose running figure differs from the sum of the
 * changes up to it (in posting order), or a balance row that differs from the sum of all of them.
 * `found` is null for a balance row that is missing.
 */
export type Drift = {
  kind: 'entry' | 'balance';
  tenantId: string;
  key: Record<string, string>;
  figure: string;
  expected: string;
  found: string | null;
  entryId?: string;
};

/** Recomputes every running figure and balance from the entries and reports what differs; writes nothing. */
export async function checkInvariants(
  db: Database,
  ledger: LedgerDefinition,
  options: { tenantId?: string } = {},
): Promise<Drift[]> {
  const drifts: Drift[] = [];
  for (const [figure, definition] of Object.entries(ledger.figures)) {
    drifts.push(...(await entryDrift(db, ledger, figure, definition.after, options.tenantId)));
    drifts.push(...(await balanceDrift(db, ledger, figure, definition.balance, options.tenantId)));
  }
  return drifts;
}

/** A row of the drift queries: the keys, `entryId` (entries only), `foundValue` and `expectedValue`. */
type DriftRow = Record<string, unknown>;

const keyColumns = (ledger: LedgerDefinition) => sql.join(['tenantId', ...ledger.keys].map((key) => sql.ref(key)));
const tenantFilter = (tenantId: string | undefined) =>
  tenantId === undefined ? sql`true` : sql`${sql.ref('tenantId')} = ${tenantId}`;

function toDrift(ledger: LedgerDefinition, kind: Drift['kind'], figure: string, row: DriftRow): Drift {
  return {
    kind,
    tenantId: String(row.tenantId),
    key: Object.fromEntries(ledger.keys.map((key) => [key, String(row[key])])),
    figure,
    expected: String(row.expectedValue),
    found: row.foundValue === null || row.foundValue === undefined ? null : String(row.foundValue),
    ...(row.entryId === undefined ? {} : { entryId: String(row.entryId) }),
  };
}

async function entryDrift(db: Database, ledger: LedgerDefinition, figure: string, after: string, tenantId?: string) {
  const result = await sql<DriftRow>`select * from (
      select id::text as entry_id, ${keyColumns(ledger)}, ${sql.ref(after)} as found_value,
        sum(${sql.ref(figure)}) over (partition by ${keyColumns(ledger)} order by id) as expected_value
      from ${sql.table(ledger.entryTable)} where ${tenantFilter(tenantId)}) running
    where found_value is distinct from expected_value
    order by entry_id::bigint`.execute(db);
  return result.rows.map((row) => toDrift(ledger, 'entry', figure, row));
}

async function balanceDrift(
  db: Database,
  ledger: LedgerDefinition,
  figure: string,
  balance: string,
  tenantId?: string,
) {
  const keys = ['tenantId', ...ledger.keys];
  const joined = sql.join(
    keys.map((key) => sql`b.${sql.ref(key)} = e.${sql.ref(key)}`),
    sql` and `,
  );
  const picked = sql.join(keys.map((key) => sql`coalesce(b.${sql.ref(key)}, e.${sql.ref(key)}) as ${sql.ref(key)}`));
  const result = await sql<DriftRow>`select ${picked}, b.${sql.ref(balance)} as found_value,
      coalesce(e.total, 0) as expected_value
    from (select * from ${sql.table(ledger.balanceTable)} where ${tenantFilter(tenantId)}) b
    full join (select ${keyColumns(ledger)}, sum(${sql.ref(figure)}) as total from ${sql.table(ledger.entryTable)}
      where ${tenantFilter(tenantId)} group by ${keyColumns(ledger)}) e on ${joined}
    where b.${sql.ref(balance)} is distinct from coalesce(e.total, 0)`.execute(db);
  return result.rows.map((row) => toDrift(ledger, 'balance', figure, row));
}
