import type { Page, PageQuery } from '@smdp/contracts';
import type { CustomerGoods, CustomerGoodsInput } from '@smdp/contracts/catalog';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { badRequest } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { isManagedParty, parties } from '../customer';

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
 * Assortment rows a caller may see: staff those of the tenant their data scope reaches; a customer
 * account its own customer's (what it may order) and those of the buyers it sells to.
 */
async function visible(db: Database, caller: Caller) {
  const rows = await scopedRows(db, caller, 'customerGoods as cg', { party: 'cg.partyId' });
  return rows
    .innerJoin(parties(db).as('p'), 'p.id', 'cg.partyId')
    .innerJoin('goods as g', 'g.id', 'cg.goodsId')
    .where('g.isDeleted', '=', 0)
    .select([
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
  return paginate(applyFilters(await visible(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'g.sku',
    direction: 'asc',
  });
}

/** Whose assortment a caller keeps: a party it manages (a customer account its own buyers'). */
async function assertKeeper(db: Database, caller: Caller, partyId: string) {
  if (!(await isManagedParty(db, caller, partyId))) throw badRequest('assortmentPartyInvalid');
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
          createDept: caller.deptId,
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
    const rows = await scopedRows(trx, caller, 'customerGoods as cg', { owner: 'p.sellerPartyId' });
    const owned = rows.innerJoin(parties(trx).as('p'), 'p.id', 'cg.partyId').select('cg.id').where('cg.id', 'in', ids);
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
