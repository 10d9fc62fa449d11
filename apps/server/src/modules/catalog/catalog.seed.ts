import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { CUSTOMER_LEVEL_NAMES } from '../../db/seed/demo-texts';
import { ensure } from '../../db/seed/ensure';
import { ALL, companyKept, leaf, type MenuSeed, STAFF_AND_PRIMARY } from '../../db/seed/menu-kit';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { findPartyByCode, setLevelWhereUnset, setPriceListWhereUnset } from '../customer';

/** The pages of this module in the menu tree (placed by db/seed/menus.ts). */
export const CATALOG_MENUS = {
  customer_goods: leaf(
    'customer_goods',
    '/customer/goods',
    'AppstoreOutlined',
    ['客户商品', 'Customer goods', 'Articles client', 'Товары клиента', 'Artículos del cliente', 'Bidhaa za mteja'],
    ALL,
  ),
  goods_list: companyKept(
    leaf(
      'goods_list',
      '/goods/list',
      'BarsOutlined',
      ['商品列表', 'Goods list', 'Liste des articles', 'Список товаров', 'Lista de artículos', 'Orodha ya bidhaa'],
      STAFF_AND_PRIMARY,
    ),
  ),
  product_level: companyKept(
    leaf(
      'product_level',
      '/goods/level',
      'ClusterOutlined',
      [
        '产品层级',
        'Product levels',
        'Niveaux de produits',
        'Уровни продуктов',
        'Niveles de producto',
        'Ngazi za bidhaa',
      ],
      STAFF_AND_PRIMARY,
    ),
  ),
  price_list: leaf(
    'price_list',
    '/goods/price',
    'DollarOutlined',
    ['价格表', 'Price lists', 'Listes de prix', 'Прайс-листы', 'Listas de precios', 'Orodha za bei'],
    STAFF_AND_PRIMARY,
  ),
  customer_level: leaf(
    'customer_level',
    '/goods/customer-level',
    'SolutionOutlined',
    ['客户等级', 'Customer levels', 'Niveaux clients', 'Уровни клиентов', 'Niveles de cliente', 'Ngazi za wateja'],
    STAFF_AND_PRIMARY,
  ),
} satisfies Record<string, MenuSeed>;

type Trx = Transaction<DB>;

/** Product levels of the demo: 3 level-1, 2 level-2 under each, 2 level-3 under each (12 leaves). */
const CATEGORY_TREE: [code: string, name: string, children: [string, string, [string, string][]][]][] = [
  [
    'BEV',
    'Beverages',
    [
      [
        'BEV-SD',
        'Soft drinks',
        [
          ['BEV-SD-COLA', 'Cola'],
          ['BEV-SD-JUICE', 'Juice'],
        ],
      ],
      [
        'BEV-WA',
        'Water',
        [
          ['BEV-WA-STILL', 'Still water'],
          ['BEV-WA-SPARK', 'Sparkling water'],
        ],
      ],
    ],
  ],
  [
    'SNK',
    'Snacks',
    [
      [
        'SNK-CH',
        'Chips',
        [
          ['SNK-CH-POT', 'Potato chips'],
          ['SNK-CH-CORN', 'Corn chips'],
        ],
      ],
      [
        'SNK-BI',
        'Biscuits',
        [
          ['SNK-BI-CRM', 'Cream biscuits'],
          ['SNK-BI-DIG', 'Digestives'],
        ],
      ],
    ],
  ],
  [
    'HOM',
    'Household',
    [
      [
        'HOM-LA',
        'Laundry',
        [
          ['HOM-LA-PWD', 'Washing powder'],
          ['HOM-LA-SOFT', 'Softener'],
        ],
      ],
      [
        'HOM-CL',
        'Cleaning',
        [
          ['HOM-CL-DISH', 'Dish soap'],
          ['HOM-CL-FLOOR', 'Floor cleaner'],
        ],
      ],
    ],
  ],
];

const BRANDS = ['Sunny', 'Baraka', 'Jambo', 'Tembo', 'Kilima'];
const DEMO_GOODS = 200;

/** Creates one level of categories in one insert, then gives each its path under its parent. */
async function insertCategories(
  trx: Trx,
  tenantId: string,
  level: 1 | 2 | 3,
  rows: { code: string; name: string; parentId: string | null; sort: number }[],
): Promise<Map<string, string>> {
  const created = await trx
    .insertInto('productCategory')
    .values(rows.map((row) => ({ ...row, tenantId, level, path: '/' })))
    .returning(['id', 'code'])
    .execute();
  await sql`update product_category c
    set path = coalesce((select p.path from product_category p where p.id = c.parent_id), '/') || c.id || '/'
    where c.id in (${sql.join(created.map((row) => row.id))})`.execute(trx);
  return new Map(created.map((row) => [row.code, row.id]));
}

async function seedCategories(trx: Trx, tenantId: string): Promise<string[]> {
  const top = await insertCategories(
    trx,
    tenantId,
    1,
    CATEGORY_TREE.map(([code, name], i) => ({ code, name, parentId: null, sort: i + 1 })),
  );
  const middle = await insertCategories(
    trx,
    tenantId,
    2,
    CATEGORY_TREE.flatMap(([parent, , children]) =>
      children.map(([code, name], i) => ({ code, name, parentId: top.get(parent) ?? null, sort: i + 1 })),
    ),
  );
  const leaves = await insertCategories(
    trx,
    tenantId,
    3,
    CATEGORY_TREE.flatMap(([, , children]) =>
      children.flatMap(([parent, , grandChildren]) =>
        grandChildren.map(([code, name], i) => ({ code, name, parentId: middle.get(parent) ?? null, sort: i + 1 })),
      ),
    ),
  );
  return [...leaves.values()];
}

/** The standard price per piece of the n-th demo goods: 1.20 up to 38.95, in cents. */
const basePrice = (n: number) => new Decimal(120).plus((n * 37) % 3776).div(100);
const cartonSize = (n: number) => (n % 2 === 0 ? 12 : 24);

type GoodsSeed = { id: string; n: number; price: Decimal; carton: number };

/** `count` goods with SKUs `${prefix}0001`… over the leaf categories, with a carton unit each: 2 inserts. */
async function insertGoods(
  trx: Trx,
  tenantId: string,
  leaves: string[],
  prefix: string,
  count: number,
  offSaleFrom = count + 1,
): Promise<GoodsSeed[]> {
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  const created = await trx
    .insertInto('goods')
    .values(
      numbers.map((n) => ({
        tenantId,
        sku: `${prefix}${String(n).padStart(4, '0')}`,
        name: `${BRANDS[n % BRANDS.length]} item ${n}`,
        categoryId: leaves[n % leaves.length] ?? '',
        brand: BRANDS[n % BRANDS.length] ?? null,
        spec: `${(n % 4) + 1} x ${100 * ((n % 5) + 1)} g`,
        baseUnit: 'PCS',
        barcode: `690${String(n).padStart(9, '0')}${prefix.length}`,
        taxRate: n % 10 === 0 ? '0.09' : '0.13',
        minOrderQty: n % 7 === 0 ? '6' : '1',
        orderMultiple: n % 7 === 0 ? '6' : '1',
        saleState: n >= offSaleFrom ? ('OFF_SALE' as const) : ('ON_SALE' as const),
      })),
    )
    .returning(['id', 'sku'])
    .execute();
  const goods = created.map((row, i) => ({
    id: row.id,
    n: i + 1,
    price: basePrice(i + 1),
    carton: cartonSize(i + 1),
  }));
  await trx
    .insertInto('goodsUnit')
    .values(goods.map((one) => ({ goodsId: one.id, unit: 'CTN', factor: one.carton })))
    .execute();
  return goods;
}

/** Per piece and per carton (5 % off), and 10 % off from 100 pieces for every fifth goods. */
function standardRows(priceListId: string, goods: GoodsSeed[]) {
  return goods.flatMap((one) => [
    { priceListId, goodsId: one.id, unit: 'PCS', price: one.price.toFixed(2), minQty: '0' },
    {
      priceListId,
      goodsId: one.id,
      unit: 'CTN',
      price: one.price.times(one.carton).times('0.95').toDecimalPlaces(2).toFixed(2),
      minQty: '0',
    },
    ...(one.n % 5 === 0
      ? [
          {
            priceListId,
            goodsId: one.id,
            unit: 'PCS',
            price: one.price.times('0.9').toDecimalPlaces(2).toFixed(2),
            minQty: '100',
          },
        ]
      : []),
  ]);
}

/**
 * Goods, product levels, price lists and customer levels of the demo (issue 5): 200 goods in 3
 * product levels; the company's standard list (its default), its key-distributor list, and Sunrise's
 * own list for its stores; levels for distributors and for Sunrise's stores; assortments of both
 * distributors. Runs once per tenant (later runs leave users' edits alone); a few multi-row inserts.
 */
export async function seedCatalog(trx: Trx, tenantId: string): Promise<void> {
  const done = await trx
    .selectFrom('productCategory')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('code', '=', 'BEV')
    .executeTakeFirst();
  if (done) return;
  const [company, sunrise, moonlight] = await Promise.all(
    ['HQ', 'C0001', 'C0002'].map(async (code) => (await findPartyByCode(trx, tenantId, code))?.id),
  );
  if (!company || !sunrise || !moonlight) return;

  const leaves = await seedCategories(trx, tenantId);
  const goods = await insertGoods(trx, tenantId, leaves, 'SKU-', DEMO_GOODS, DEMO_GOODS - 9);

  const list = (ownerPartyId: string, code: string, name: string, isDefault: boolean) =>
    ensure(trx, 'priceList', { tenantId, code }, { ownerPartyId, name, isDefault, validFrom: '2026-01-01' });
  const standard = await list(company, 'PL-STD', 'Company standard prices', true);
  const key = await list(company, 'PL-KEY', 'Key distributor prices', false);
  const retail = await list(sunrise, 'PL-C0001', 'Sunrise store prices', true);
  const onSale = goods.slice(0, DEMO_GOODS - 10);
  await trx
    .insertInto('priceListItem')
    .values([
      ...standardRows(standard, goods),
      ...onSale.slice(0, 100).map((one) => ({
        priceListId: key,
        goodsId: one.id,
        unit: 'PCS',
        price: one.price.times('0.92').toDecimalPlaces(2).toFixed(2),
        minQty: '0',
      })),
      // Every cola at one price for key distributors, unless the goods has its own row above.
      { priceListId: key, categoryId: leaves[0] ?? '', unit: 'PCS', price: '2.50', minQty: '0' },
      ...onSale.slice(0, 150).map((one) => ({
        priceListId: retail,
        goodsId: one.id,
        unit: 'PCS',
        price: one.price.times('1.2').toDecimalPlaces(2).toFixed(2),
        minQty: '0',
      })),
    ])
    .execute();

  const level = (ownerPartyId: string, code: string, name: string, rank: number, defaultPriceListId: string) =>
    ensure(
      trx,
      'customerLevel',
      { tenantId, code },
      { ownerPartyId, name, nameI18n: JSON.stringify(CUSTOMER_LEVEL_NAMES[code] ?? {}), rank, defaultPriceListId },
    );
  const keyLevel = await level(company, 'LV-KEY', 'Key distributor', 1, key);
  const standardLevel = await level(company, 'LV-STD', 'Standard distributor', 2, standard);
  await level(sunrise, 'LV-C0001-STORE', 'Sunrise store', 1, retail);
  for (const [id, levelId] of [
    [sunrise, keyLevel],
    [moonlight, standardLevel],
  ] as const) {
    await setLevelWhereUnset(trx, id, levelId);
  }

  await trx
    .insertInto('customerGoods')
    .values([
      ...onSale.slice(0, 150).map((one) => ({ tenantId, partyId: sunrise, goodsId: one.id })),
      ...onSale.slice(0, 120).map((one) => ({ tenantId, partyId: moonlight, goodsId: one.id })),
    ])
    .execute();
}

/**
 * `scale` times the demo catalog for benchmarks: per unit 200 more goods (SKUs `GS0001-0001`…) in the
 * demo's product levels, priced on the company's standard list, and a buyer-specific list for the
 * unit's generated distributors (`G0001A`, `G0001B` of generateParties) when they exist. Units
 * already there are skipped, so it may run again with a larger scale.
 */
export async function generateCatalog(
  trx: Trx,
  scale: number,
  tenantId = ADMIN_TENANT,
): Promise<{ goods: number; priceRows: number; goodsIds: string[] }> {
  const leaves = (
    await trx
      .selectFrom('productCategory')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('level', '=', 3)
      .where('isDeleted', '=', 0)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
  const standard = await trx
    .selectFrom('priceList')
    .select(['id', 'ownerPartyId'])
    .where('tenantId', '=', tenantId)
    .where('code', '=', 'PL-STD')
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!leaves.length || !standard) return { goods: 0, priceRows: 0, goodsIds: [] };
  const goodsIds: string[] = [];
  let priceRows = 0;
  for (let unit = 1; unit <= scale; unit++) {
    const prefix = `GS${String(unit).padStart(4, '0')}-`;
    const exists = await trx
      .selectFrom('goods')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('sku', '=', `${prefix}0001`)
      .executeTakeFirst();
    if (exists) continue;
    const goods = await insertGoods(trx, tenantId, leaves, prefix, DEMO_GOODS);
    const special = await trx
      .insertInto('priceList')
      .values({
        tenantId,
        ownerPartyId: standard.ownerPartyId,
        code: `PL-GEN-${String(unit).padStart(4, '0')}`,
        name: `Generated buyer prices ${unit}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = [
      ...standardRows(standard.id, goods),
      ...goods.slice(0, 100).map((one) => ({
        priceListId: special.id,
        goodsId: one.id,
        unit: 'PCS',
        price: one.price.times('0.9').toDecimalPlaces(2).toFixed(2),
        minQty: '0',
      })),
    ];
    await trx.insertInto('priceListItem').values(rows).execute();
    const distributors = ['A', 'B'].map((suffix) => `G${String(unit).padStart(4, '0')}${suffix}`);
    await setPriceListWhereUnset(trx, tenantId, distributors, special.id);
    goodsIds.push(...goods.map((one) => one.id));
    priceRows += rows.length;
  }
  return { goods: goodsIds.length, priceRows, goodsIds };
}
