import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { checkInvariants, type Drift } from '../../platform/ledger/invariant-check';
import { stockLedger } from './stock.ledger';

/** A balance row whose reserved figure is not what its open reservations hold. */
export type ReservedDrift = {
  kind: 'reserved';
  tenantId: string;
  key: { warehouseId: string; goodsId: string; batchNo: string };
  expected: string;
  found: string | null;
};

export type StockDrift = Drift | ReservedDrift;

/**
 * Recomputes the stock ledger from its entries (running quantity and value of every entry, on hand and
 * value of every balance) and the reserved figures from the open reservations; reports what differs
 * and writes nothing. An empty answer means the balances tell the truth.
 */
export async function checkStockInvariants(db: Database, options: { tenantId?: string } = {}): Promise<StockDrift[]> {
  return [...(await checkInvariants(db, stockLedger, options)), ...(await reservedDrift(db, options.tenantId))];
}

type ReservedRow = {
  tenantId: string;
  warehouseId: string;
  goodsId: string;
  batchNo: string;
  found: string | null;
  expected: string;
};

async function reservedDrift(db: Database, tenantId: string | undefined): Promise<ReservedDrift[]> {
  const inTenant = tenantId === undefined ? sql`true` : sql`tenant_id = ${tenantId}`;
  const result = await sql<ReservedRow>`
    select coalesce(b.tenant_id, r.tenant_id) as tenant_id, coalesce(b.warehouse_id, r.warehouse_id)::text as warehouse_id,
      coalesce(b.goods_id, r.goods_id)::text as goods_id, coalesce(b.batch_no, r.batch_no) as batch_no,
      b.reserved::text as found, coalesce(r.held, 0)::text as expected
    from (select * from stock_balance where ${inTenant}) b
    full join (select tenant_id, warehouse_id, goods_id, batch_no, sum(qty - released - consumed) as held
      from stock_reservation where ${inTenant} group by tenant_id, warehouse_id, goods_id, batch_no) r
      using (tenant_id, warehouse_id, goods_id, batch_no)
    where b.reserved is distinct from coalesce(r.held, 0)`.execute(db);
  return result.rows.map(({ tenantId, warehouseId, goodsId, batchNo, found, expected }) => ({
    kind: 'reserved',
    tenantId,
    key: { warehouseId, goodsId, batchNo },
    expected,
    found,
  }));
}
