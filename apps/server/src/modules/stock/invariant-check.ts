import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { checkInvariants, type Drift } from '../../platform/ledger/invariant-check';
import { stockLedger } from './stock.ledger';

/**
 * A balance row whose reserved figure is not what its open reservations hold, or whose in-transit figure
 * is not what the shipped, unreceived transfers bring to it.
 */
export type FigureDrift = {
  kind: 'reserved' | 'inTransit';
  tenantId: string;
  key: { warehouseId: string; goodsId: string; batchNo: string };
  expected: string;
  found: string | null;
};

export type StockDrift = Drift | FigureDrift;

/**
 * Recomputes the stock ledger from its entries (running quantity and value of every entry, on hand and
 * value of every balance) the reserved figures from the open reservations and the in-transit ones from the shipped transfers; reports what differs
 * and writes nothing. An empty answer means the balances tell the truth.
 */
export async function checkStockInvariants(db: Database, options: { tenantId?: string } = {}): Promise<StockDrift[]> {
  return [
    ...(await checkInvariants(db, stockLedger, options)),
    ...(await reservedDrift(db, options.tenantId)),
    ...(await inTransitDrift(db, options.tenantId)),
  ];
}

type FigureRow = {
  tenantId: string;
  warehouseId: string;
  goodsId: string;
  batchNo: string;
  found: string | null;
  expected: string;
};

async function reservedDrift(db: Database, tenantId: string | undefined): Promise<FigureDrift[]> {
  const inTenant = tenantId === undefined ? sql`true` : sql`tenant_id = ${tenantId}`;
  const result = await sql<FigureRow>`
    select coalesce(b.tenant_id, r.tenant_id) as tenant_id, coalesce(b.warehouse_id, r.warehouse_id)::text as warehouse_id,
      coalesce(b.goods_id, r.goods_id)::text as goods_id, coalesce(b.batch_no, r.batch_no) as batch_no,
      b.reserved::text as found, coalesce(r.held, 0)::text as expected
    from (select * from stock_balance where ${inTenant}) b
    full join (select tenant_id, warehouse_id, goods_id, batch_no, sum(qty - released - consumed) as held
      from stock_reservation where ${inTenant} group by tenant_id, warehouse_id, goods_id, batch_no) r
      using (tenant_id, warehouse_id, goods_id, batch_no)
    where b.reserved is distinct from coalesce(r.held, 0)`.execute(db);
  return result.rows.map(figureDrift('reserved'));
}

async function inTransitDrift(db: Database, tenantId: string | undefined): Promise<FigureDrift[]> {
  const inTenant = tenantId === undefined ? sql`true` : sql`tenant_id = ${tenantId}`;
  const transfersInTenant = tenantId === undefined ? sql`true` : sql`t.tenant_id = ${tenantId}`;
  const result = await sql<FigureRow>`
    select coalesce(b.tenant_id, s.tenant_id) as tenant_id, coalesce(b.warehouse_id, s.warehouse_id)::text as warehouse_id,
      coalesce(b.goods_id, s.goods_id)::text as goods_id, coalesce(b.batch_no, s.batch_no) as batch_no,
      b.in_transit::text as found, coalesce(s.shipped, 0)::numeric(18, 3)::text as expected
    from (select * from stock_balance where ${inTenant}) b
    full join (select t.tenant_id, t.to_warehouse_id as warehouse_id, l.goods_id, l.batch_no, sum(l.qty * l.factor) as shipped
      from stock_transfer t join stock_transfer_line l on l.transfer_id = t.id
      where t.state = 'SHIPPED' and ${transfersInTenant}
      group by t.tenant_id, t.to_warehouse_id, l.goods_id, l.batch_no) s
      using (tenant_id, warehouse_id, goods_id, batch_no)
    where b.in_transit is distinct from coalesce(s.shipped, 0)`.execute(db);
  return result.rows.map(figureDrift('inTransit'));
}

const figureDrift =
  (kind: FigureDrift['kind']) =>
  ({ tenantId, warehouseId, goodsId, batchNo, found, expected }: FigureRow): FigureDrift => ({
    kind,
    tenantId,
    key: { warehouseId, goodsId, batchNo },
    expected,
    found,
  });
