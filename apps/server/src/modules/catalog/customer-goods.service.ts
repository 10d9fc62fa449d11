import type { Page, PageQuery } from '@smdp/contracts';
import type { CustomerGoods, CustomerGoodsInput } from '@smdp/contracts/catalog';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { badRequest } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { parties } from '../customer';

const COLUMNS: ListColumns = {
  partyId: 'cg.party_id',
  partyCode: 'p.customer_code',
  partyName: 'p.customer_name',
  goodsId: 'cg.goods_id',
  sku: 'g.sku',
  goodsName: 'g.name',
  saleState: 'g.sale_state',
  createTime: 'cg.create_time',
};

/**
 * Assortment rows a caller may see: staff every one of the tenant; a customer account its own
 * customer's (what it may order) and those of the buyers it sells to.
 */
function visible(db: Database, caller: Caller) {
  let query = db
    .selectFrom('customerGoods as cg')
    .innerJoin(parties(db).as('p'), 'p.id', 'cg.partyId')
    .innerJoin('goods as g', 'g.id', 'cg.goodsId')
    .where('cg.tenantId', '=', caller.tenantId)
    .where('cg.isDeleted', '=', 0)
    .where('g.isDeleted', '=', 0);
  const own = caller.customerId;
  if (own) query = query.where((eb) => eb.or([eb('p.id', '=', own), eb('p.sellerPartyId', '=', own)]));
  return query.select([
    'cg.id',
    'cg.partyId',
    'p.customerCode as partyCode',
    'p.customerName as partyName',
    'cg.goodsId',
    'g.sku',
    'g.name as goodsName',
    'g.baseUnit',
    'g.saleState',
    'cg.createTime',
  ]);
}

export async function listCustomerGoods(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<CustomerGoods>> {
  return paginate(applyFilters(visible(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'g.sku',
    direction: 'asc',
  });
}

/** Whose assortment a caller keeps: staff any party of the tenant, a customer account its own buyers'. */
async function assertKeeper(db: Database, caller: Caller, partyId: string) {
  let query = db
    .selectFrom(parties(db).as('p'))
    .select('id')
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', partyId)
    .where('isDeleted', '=', 0);
  if (caller.customerId) query = query.where('sellerPartyId', '=', caller.customerId);
  if (!(await query.executeTakeFirst())) throw badRequest('assortmentPartyInvalid');
}

/** Adds goods to a buyer's assortment (those already there stay); returns how many were added. */
export async function addCustomerGoods(
  db: Database,
  caller: Caller,
  input: CustomerGoodsInput,
  ip?: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await assertKeeper(trx, caller, input.partyId);
    const wanted = [...new Set(input.goodsIds)];
    const goods = await trx
      .selectFrom('goods')
      .select('id')
      .where('tenantId', '=', caller.tenantId)
      .where('id', 'in', wanted)
      .where('isDeleted', '=', 0)
      .execute();
    if (goods.length !== wanted.length) throw badRequest('assortmentGoodsInvalid');
    const present = new Set(
      (
        await trx
          .selectFrom('customerGoods')
          .select('goodsId')
          .where('partyId', '=', input.partyId)
          .where('goodsId', 'in', wanted)
          .where('isDeleted', '=', 0)
          .forUpdate()
          .execute()
      ).map((row) => row.goodsId),
    );
    const added = wanted.filter((goodsId) => !present.has(goodsId));
    if (!added.length) return 0;
    const rows = await trx
      .insertInto('customerGoods')
      .values(
        added.map((goodsId) => ({
          tenantId: caller.tenantId,
          partyId: input.partyId,
          goodsId,
          createUser: caller.userId,
          updateUser: caller.userId,
        })),
      )
      .onConflict((oc) => oc.columns(['partyId', 'goodsId']).where('isDeleted', '=', 0).doNothing())
      .returning('id')
      .execute();
    await recordAudit(
      trx,
      caller,
      {
        action: 'create',
        entity: 'customerGoods',
        entityId: rows.map((row) => row.id),
        after: { partyId: input.partyId, goodsIds: added },
      },
      ip,
    );
    return rows.length;
  });
}

/** Takes goods out of assortments the caller keeps (a buyer cannot shrink its own). */
export async function removeCustomerGoods(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let owned = trx
      .selectFrom('customerGoods as cg')
      .innerJoin(parties(trx).as('p'), 'p.id', 'cg.partyId')
      .select('cg.id')
      .where('cg.tenantId', '=', caller.tenantId)
      .where('cg.id', 'in', ids)
      .where('cg.isDeleted', '=', 0);
    if (caller.customerId) owned = owned.where('p.sellerPartyId', '=', caller.customerId);
    const ownedIds = (await owned.execute()).map((row) => row.id);
    const removed = await softRemove(trx, 'customerGoods', ownedIds, {
      tenantId: caller.tenantId,
      userId: caller.userId,
    });
    if (removed.length) {
      await recordAudit(
        trx,
        caller,
        { action: 'delete', entity: 'customerGoods', entityId: removed.map((r) => r.id) },
        ip,
      );
    }
    return removed.length;
  });
}
