import type { CategoryNode, CustomerGoods, Goods } from '@smdp/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../platform/auth/password';
import { tinyPng } from '../../platform/files/test-images';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const CATEGORY = '/api/smdp-goods/category';
const GOODS = '/api/smdp-goods/goods';
const ASSORTMENT = '/api/smdp-goods/customer-goods';

type Page<T> = { records: T[]; total: number };

describe('goods, product levels and customer goods', () => {
  let t: TestApp;
  let tokens: DemoTokens & { dist02: string; nobody: string };
  beforeAll(async () => {
    t = await createTestApp();
    const demo = await signInDemoAccounts(t.app);
    // An account holding no role: every call it makes needs a code it lacks.
    dataOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/blade-user/submit',
        headers: bearer(demo.admin),
        payload: { account: 'nobody', password: md5('Passw0rd!') },
      }),
    );
    tokens = {
      ...demo,
      dist02: (await signIn(t.app, 'dist02')).accessToken,
      nobody: (await signIn(t.app, 'nobody', 'Passw0rd!')).accessToken,
    };
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const db = () => t.database.db;
  const rows = (table: 'productCategory' | 'goods' | 'goodsUnit' | 'customerGoods') =>
    db().selectFrom(table).selectAll().execute();
  const categoryId = async (code: string) =>
    (await db().selectFrom('productCategory').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const goodsBySku = async (sku: string) =>
    db().selectFrom('goods').selectAll().where('sku', '=', sku).where('isDeleted', '=', 0).executeTakeFirstOrThrow();
  const partyId = async (code: string) =>
    (await db().selectFrom('baseCustomer').select('id').where('customerCode', '=', code).executeTakeFirstOrThrow()).id;
  const grantToDistributors = async (buttonCode: string) => {
    const role = await db()
      .selectFrom('bladeRole')
      .select('id')
      .where('tenantId', '=', '000000')
      .where('roleAlias', '=', 'customer_primary')
      .executeTakeFirstOrThrow();
    const button = await db()
      .selectFrom('bladeMenu')
      .select('id')
      .where('code', '=', buttonCode)
      .executeTakeFirstOrThrow();
    await db().insertInto('bladeRoleMenu').values({ roleId: role.id, menuId: button.id }).execute();
    await t.app.inject({ url: '/api/blade-auth/oauth/clear-cache', headers: bearer(tokens.admin) });
  };
  const audits = (entity: string) =>
    db().selectFrom('auditLog').select(['action', 'entityId']).where('entity', '=', entity).orderBy('id').execute();

  it('grants customer accounts only the view and export buttons of the pages the company keeps', async () => {
    type ButtonNode = { code: string; children?: ButtonNode[] };
    const codes = (nodes: ButtonNode[]): string[] =>
      nodes.flatMap((node) => [node.code, ...codes(node.children ?? [])]);
    const pageButtons = async (token: string) =>
      codes(dataOf<ButtonNode[]>(await get('/api/blade-system/menu/buttons', token)))
        .filter((code) => /^(goods_list|product_level)_/.test(code))
        .sort();
    expect(await pageButtons(tokens.dist01)).toEqual([
      'goods_list_export',
      'goods_list_view',
      'product_level_export',
      'product_level_view',
    ]);
    expect(await pageButtons(tokens.staff01)).toContain('goods_list_add');
  });

  describe('product levels', () => {
    it('lists the three-level tree of the demo to staff and distributors, nothing to the other tenant', async () => {
      const tree = dataOf<CategoryNode[]>(await get(`${CATEGORY}/tree`, tokens.admin));
      expect(tree.map((node) => node.code)).toEqual(['BEV', 'SNK', 'HOM']);
      expect(tree[0]?.children?.[0]?.children?.map((node) => [node.code, node.level])).toEqual([
        ['BEV-SD-COLA', 3],
        ['BEV-SD-JUICE', 3],
      ]);
      const cola = tree[0]?.children?.[0]?.children?.[0];
      expect(cola?.path).toBe(`/${tree[0]?.id}/${tree[0]?.children?.[0]?.id}/${cola?.id}/`);
      expect(dataOf<CategoryNode[]>(await get(`${CATEGORY}/list`, tokens.dist01))).toHaveLength(3);
      expect(dataOf<CategoryNode[]>(await get(`${CATEGORY}/tree`, tokens.otherAdmin))).toEqual([]);
      expect(dataOf<CategoryNode>(await get(`${CATEGORY}/detail?id=${cola?.id}`, tokens.dist01))).toMatchObject({
        code: 'BEV-SD-COLA',
        level: 3,
      });
      expect((await get(`${CATEGORY}/detail?id=${cola?.id}`, tokens.otherAdmin)).statusCode).toBe(404);
      expect((await get(`${CATEGORY}/tree`, tokens['dist01-sub'])).statusCode).toBe(403);
      expect((await get(`${CATEGORY}/tree`, 'forged')).statusCode).toBe(401);
    });

    it('adds a level under a parent, renames it with its version, refuses a stale one and a fourth level', async () => {
      const parent = await categoryId('BEV-SD');
      const created = dataOf<CategoryNode>(
        await post(`${CATEGORY}/submit`, tokens.admin, { parentId: parent, code: 'BEV-SD-TEA', name: 'Iced tea' }),
      );
      expect(created).toMatchObject({ level: 3, parentId: parent, version: 1 });
      expect(created.path.endsWith(`/${parent}/${created.id}/`)).toBe(true);
      const renamed = dataOf<CategoryNode>(
        await post(`${CATEGORY}/submit`, tokens.admin, {
          id: created.id,
          version: 1,
          code: 'BEV-SD-TEA',
          name: 'Iced teas',
        }),
      );
      expect(renamed).toMatchObject({ name: 'Iced teas', version: 2 });
      const before = await rows('productCategory');
      const stale = await post(`${CATEGORY}/submit`, tokens.admin, {
        id: created.id,
        version: 1,
        code: 'BEV-SD-TEA',
        name: 'x',
      });
      expect(stale.statusCode).toBe(409);
      const fourth = await post(
        `${CATEGORY}/submit`,
        tokens.admin,
        { parentId: created.id, code: 'X4', name: 'Too deep' },
        'fr',
      );
      expect(fourth.json()).toMatchObject({
        code: 400,
        msg: "Le niveau parent n'existe pas ou est déjà de niveau 3",
      });
      const taken = await post(`${CATEGORY}/submit`, tokens.admin, { code: 'BEV', name: 'Copy' });
      expect(taken.json().msg).toBe('Product level code BEV is already used');
      const noName = await post(`${CATEGORY}/submit`, tokens.admin, { code: 'X5' }, 'zh');
      expect(noName.statusCode).toBe(400);
      expect(noName.json().msg).toContain('name');
      expect(await rows('productCategory')).toEqual(before);
      expect((await audits('productCategory')).map((entry) => entry.action)).toEqual(['create', 'update']);
    });

    it('needs the product-level buttons and company staff; the other tenant changes nothing', async () => {
      const before = await rows('productCategory');
      const cola = await db()
        .selectFrom('productCategory')
        .selectAll()
        .where('code', '=', 'BEV-SD-COLA')
        .executeTakeFirstOrThrow();
      const rename = { id: cola.id, version: cola.version, code: cola.code, name: 'x' };
      expect((await post(`${CATEGORY}/submit`, tokens['dist01-sub'], rename)).statusCode).toBe(403);
      expect((await post(`${CATEGORY}/submit`, tokens.dist01, rename)).statusCode).toBe(403);
      // Even a customer role an administrator granted the button to cannot change the company's levels.
      await grantToDistributors('product_level_edit');
      const distributor = await post(`${CATEGORY}/submit`, tokens.dist01, rename);
      expect(distributor.json()).toMatchObject({ code: 403, msg: 'Goods and product levels are kept by the company' });
      expect((await post(`${CATEGORY}/submit`, tokens.otherAdmin, rename)).statusCode).toBe(404);
      expect(dataOf<number>(await post(`${CATEGORY}/remove?ids=${cola.id}`, tokens.otherAdmin))).toBe(0);
      expect((await post(`${CATEGORY}/remove?ids=${cola.id}`, tokens['dist01-sub'])).statusCode).toBe(403);
      expect(await rows('productCategory')).toEqual(before);
    });

    it('removes an empty level, and refuses one that holds goods or sub-levels', async () => {
      const before = await rows('productCategory');
      const inUse = await post(`${CATEGORY}/remove?ids=${await categoryId('BEV-SD-COLA')}`, tokens.admin);
      expect(inUse.json()).toMatchObject({ code: 400, msg: 'This product level still has sub-levels or goods' });
      expect((await post(`${CATEGORY}/remove?ids=${await categoryId('BEV')}`, tokens.admin)).statusCode).toBe(400);
      expect(await rows('productCategory')).toEqual(before);
      const empty = dataOf<CategoryNode>(
        await post(`${CATEGORY}/submit`, tokens.admin, {
          parentId: await categoryId('HOM'),
          code: 'HOM-GA',
          name: 'Garden',
        }),
      );
      expect(dataOf<number>(await post(`${CATEGORY}/remove?ids=${empty.id}`, tokens.admin))).toBe(1);
      expect((await get(`${CATEGORY}/detail?id=${empty.id}`, tokens.admin)).statusCode).toBe(404);
    });
  });

  describe('goods', () => {
    it('lists the 200 demo goods, filtered by product level and SKU, with their units; the other tenant sees none', async () => {
      const all = dataOf<Page<Goods>>(await get(`${GOODS}/list?size=10`, tokens.admin));
      expect(all.total).toBe(200);
      expect(all.records[0]).toMatchObject({ sku: 'SKU-0001', baseUnit: 'PCS', taxRate: '0.13', saleState: 'ON_SALE' });
      expect(all.records[0]?.units).toEqual([{ unit: 'CTN', factor: '24' }]);
      const beverages = dataOf<Page<Goods>>(
        await get(`${GOODS}/list?categoryId=${await categoryId('BEV')}`, tokens.dist01),
      );
      expect(beverages.total).toBeGreaterThan(0);
      expect(beverages.total).toBeLessThan(200);
      const bySku = dataOf<Page<Goods>>(await get(`${GOODS}/list?sku_like=SKU-019`, tokens.staff01));
      expect(bySku.total).toBe(10);
      expect(dataOf<Page<Goods>>(await get(`${GOODS}/list?saleState_equal=OFF_SALE`, tokens.admin)).total).toBe(10);
      expect(dataOf<Page<Goods>>(await get(`${GOODS}/list`, tokens.otherAdmin)).total).toBe(0);
      const one = await goodsBySku('SKU-0002');
      expect((await get(`${GOODS}/detail?id=${one.id}`, tokens.otherAdmin)).statusCode).toBe(404);
      expect((await get(`${GOODS}/units?goodsId=${one.id}`, tokens.otherAdmin)).statusCode).toBe(404);
      expect(dataOf(await get(`${GOODS}/units?goodsId=${one.id}`, tokens.dist01))).toEqual([
        { unit: 'PCS', factor: '1', isBase: true },
        { unit: 'CTN', factor: '12', isBase: false },
      ]);
    });

    it('creates goods with units and an uploaded image, changes them with their version, 409 when stale', async () => {
      const boundary = 'catalog-test-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bottle.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        tinyPng(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/blade-resource/attach/upload',
        headers: { ...bearer(tokens.admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      const image = dataOf<{ id: string }>(upload).id;
      const created = dataOf<Goods>(
        await post(`${GOODS}/submit`, tokens.admin, {
          sku: 'NEW-001',
          name: 'Mango juice 1 l',
          categoryId: await categoryId('BEV-SD-JUICE'),
          baseUnit: 'BTL',
          barcode: '6901234567890',
          taxRate: '0.13',
          minOrderQty: '6',
          orderMultiple: 6,
          images: [image],
          units: [
            { unit: 'CTN', factor: '12' },
            { unit: 'PAL', factor: '960' },
          ],
        }),
      );
      expect(created).toMatchObject({
        sku: 'NEW-001',
        categoryName: 'Juice',
        minOrderQty: '6.000',
        orderMultiple: '6.000',
        images: [image],
        version: 1,
        units: [
          { unit: 'CTN', factor: '12' },
          { unit: 'PAL', factor: '960' },
        ],
      });
      const changed = dataOf<Goods>(
        await post(`${GOODS}/submit`, tokens.staff01, {
          id: created.id,
          version: 1,
          sku: 'NEW-001',
          name: 'Mango juice 1 litre',
          categoryId: created.categoryId,
          baseUnit: 'BTL',
          units: [{ unit: 'CTN', factor: '6' }],
        }),
      );
      expect(changed).toMatchObject({ name: 'Mango juice 1 litre', version: 2, units: [{ unit: 'CTN', factor: '6' }] });
      const stale = await post(`${GOODS}/submit`, tokens.admin, {
        id: created.id,
        version: 1,
        sku: 'NEW-001',
        name: 'x',
        categoryId: created.categoryId,
        baseUnit: 'BTL',
      });
      expect(stale.statusCode).toBe(409);
      const offSale = dataOf<Goods>(
        await post(`${GOODS}/on-off-sale`, tokens.admin, { id: created.id, version: 2, saleState: 'OFF_SALE' }),
      );
      expect(offSale).toMatchObject({ saleState: 'OFF_SALE', version: 3 });
      expect(
        (await post(`${GOODS}/on-off-sale`, tokens.admin, { id: created.id, version: 2, saleState: 'ON_SALE' }))
          .statusCode,
      ).toBe(409);
      expect((await audits('goods')).map((entry) => entry.action)).toEqual(['create', 'update', 'saleState']);
    });

    it('refuses a used SKU, a repeated unit, a non-image, bad numbers and missing fields, translated, writing nothing', async () => {
      const before = [await rows('goods'), await rows('goodsUnit')];
      const base = { sku: 'BAD-1', name: 'Bad', categoryId: await categoryId('SNK-CH-POT'), baseUnit: 'PCS' };
      expect((await post(`${GOODS}/submit`, tokens.admin, { ...base, sku: 'SKU-0001' }, 'ru')).json().msg).toBe(
        'Артикул SKU-0001 уже занят',
      );
      expect(
        (await post(`${GOODS}/submit`, tokens.admin, { ...base, units: [{ unit: 'PCS', factor: '2' }] })).json().msg,
      ).toBe('Unit PCS is repeated or is the base unit');
      const pdf = await db()
        .insertInto('bladeAttach')
        .values({
          tenantId: '000000',
          originalName: 'a.pdf',
          extension: 'pdf',
          contentType: 'application/pdf',
          attachSize: 10,
          storageKey: 'x/a.pdf',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await post(`${GOODS}/submit`, tokens.admin, { ...base, images: [pdf.id] }, 'es')).json().msg).toBe(
        'Las imágenes del artículo deben ser archivos png, jpeg, jpg o bmp subidos',
      );
      const floaty = await post(`${GOODS}/submit`, tokens.admin, { ...base, taxRate: '0.1234567' });
      expect(floaty.statusCode).toBe(400);
      expect(floaty.json().msg).toContain('taxRate');
      expect((await post(`${GOODS}/submit`, tokens.admin, { ...base, minOrderQty: '0' })).statusCode).toBe(400);
      const noSku = await post(`${GOODS}/submit`, tokens.admin, { ...base, sku: undefined }, 'sw');
      expect(noSku.json().msg).toContain('sku');
      expect((await post(`${GOODS}/submit`, tokens.admin, { ...base, categoryId: '999999999' })).json().msg).toBe(
        'Choose an existing product level',
      );
      expect([await rows('goods'), await rows('goodsUnit')]).toEqual(before);
    });

    it('needs the goods buttons and company staff; the other tenant sees and changes nothing', async () => {
      const one = await goodsBySku('SKU-0003');
      const before = await rows('goods');
      const change = {
        id: one.id,
        version: one.version,
        sku: one.sku,
        name: 'x',
        categoryId: one.categoryId,
        baseUnit: 'PCS',
      };
      // A sub-account reads goods for its orders, but holds no goods button to change them.
      expect((await get(`${GOODS}/list`, tokens['dist01-sub'])).statusCode).toBe(200);
      expect((await post(`${GOODS}/submit`, tokens['dist01-sub'], change)).statusCode).toBe(403);
      expect((await post(`${GOODS}/submit`, tokens.dist01, change)).statusCode).toBe(403);
      expect((await post(`${GOODS}/submit`, tokens.otherAdmin, change)).statusCode).toBe(400);
      expect(
        (
          await post(`${GOODS}/on-off-sale`, tokens.otherAdmin, {
            id: one.id,
            version: one.version,
            saleState: 'OFF_SALE',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await post(`${GOODS}/on-off-sale`, tokens.dist01, { id: one.id, version: one.version, saleState: 'OFF_SALE' }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await post(`${GOODS}/on-off-sale`, tokens['dist01-sub'], {
            id: one.id,
            version: one.version,
            saleState: 'OFF_SALE',
          })
        ).statusCode,
      ).toBe(403);
      const badState = await post(
        `${GOODS}/on-off-sale`,
        tokens.admin,
        { id: one.id, version: one.version, saleState: 'SOLD_OUT' },
        'zh',
      );
      expect(badState.statusCode).toBe(400);
      expect(badState.json().msg).toContain('saleState');
      expect((await get(`${GOODS}/list`, tokens.nobody)).statusCode).toBe(403);
      expect((await get(`${GOODS}/units?goodsId=${one.id}`, tokens.nobody)).statusCode).toBe(403);
      expect((await get(`${CATEGORY}/tree`, tokens.nobody)).statusCode).toBe(403);
      expect(dataOf<number>(await post(`${GOODS}/remove?ids=${one.id}`, tokens.otherAdmin))).toBe(0);
      expect((await post(`${GOODS}/remove?ids=${one.id}`, tokens.dist01)).statusCode).toBe(403);
      expect(await rows('goods')).toEqual(before);
    });

    it('removes goods no price list names, with their assortment rows; refuses priced goods', async () => {
      const priced = await goodsBySku('SKU-0004');
      const before = await rows('goods');
      expect((await post(`${GOODS}/remove?ids=${priced.id}`, tokens.admin)).json()).toMatchObject({
        code: 400,
        msg: 'These goods are still on a price list',
      });
      expect(await rows('goods')).toEqual(before);
      const fresh = dataOf<Goods>(
        await post(`${GOODS}/submit`, tokens.admin, {
          sku: 'GONE-1',
          name: 'Short-lived',
          categoryId: await categoryId('SNK-CH-POT'),
          baseUnit: 'PCS',
        }),
      );
      const buyer = await partyId('C0001');
      dataOf(await post(`${ASSORTMENT}/submit`, tokens.admin, { partyId: buyer, goodsIds: [fresh.id] }));
      expect(dataOf<number>(await post(`${GOODS}/remove?ids=${fresh.id}`, tokens.admin))).toBe(1);
      const left = await db()
        .selectFrom('customerGoods')
        .select('id')
        .where('goodsId', '=', fresh.id)
        .where('isDeleted', '=', 0)
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('customer goods', () => {
    it("shows a distributor its own assortment and its buyers', never the other distributor's", async () => {
      const sunrise = await partyId('C0001');
      // The catalog demo gives C0001 the first 150 goods on sale; the order demo its stores what they buy.
      const own = dataOf<Page<CustomerGoods>>(
        await get(`${ASSORTMENT}/list?size=1&partyId_equal=${sunrise}`, tokens.dist01),
      );
      expect(own.total).toBe(150);
      expect(own.records[0]).toMatchObject({ partyCode: 'C0001', sku: 'SKU-0001' });
      const buyers = await db()
        .selectFrom('customerGoods')
        .innerJoin('baseCustomer', 'baseCustomer.id', 'customerGoods.partyId')
        .select('customerGoods.id')
        .where('baseCustomer.sellerPartyId', '=', sunrise)
        .where('customerGoods.isDeleted', '=', 0)
        .execute();
      expect(buyers.length).toBeGreaterThan(0);
      const mine = dataOf<Page<CustomerGoods>>(await get(`${ASSORTMENT}/list?size=500`, tokens.dist01));
      expect(mine.total).toBe(150 + buyers.length);
      expect(mine.records.every((row) => row.partyCode === 'C0001' || row.partyCode.startsWith('C0001-'))).toBe(true);
      const theirs = dataOf<Page<CustomerGoods>>(await get(`${ASSORTMENT}/list?size=500`, tokens.dist02));
      expect(theirs.total).toBe(120);
      expect(theirs.records.every((row) => row.partyCode === 'C0002')).toBe(true);
      expect(
        dataOf<Page<CustomerGoods>>(
          await get(`${ASSORTMENT}/list?partyId_equal=${await partyId('C0002')}`, tokens.dist01),
        ).total,
      ).toBe(0);
      expect(dataOf<Page<CustomerGoods>>(await get(`${ASSORTMENT}/list`, tokens.admin)).total).toBeGreaterThanOrEqual(
        270,
      );
      expect(dataOf<Page<CustomerGoods>>(await get(`${ASSORTMENT}/list`, tokens.otherAdmin)).total).toBe(0);
      expect((await get(`${ASSORTMENT}/list`, tokens.nobody)).statusCode).toBe(403);
    });

    it("lets a distributor (and its sub-account) keep its buyers' assortments, not its own or another's", async () => {
      // A sub-customer of C0001 the demo gave no assortment (the order demo's stores have one).
      const buyer = await db()
        .selectFrom('baseCustomer')
        .select(['id', 'customerCode'])
        .where('sellerPartyId', '=', await partyId('C0001'))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('customerGoods')
                .select('customerGoods.id')
                .whereRef('customerGoods.partyId', '=', 'baseCustomer.id')
                .where('customerGoods.isDeleted', '=', 0),
            ),
          ),
        )
        .orderBy('customerCode')
        .executeTakeFirstOrThrow();
      const [a, b] = [await goodsBySku('SKU-0010'), await goodsBySku('SKU-0011')];
      const auditsBefore = (await audits('customerGoods')).length;
      expect(
        dataOf<number>(
          await post(`${ASSORTMENT}/submit`, tokens['dist01-sub'], { partyId: buyer.id, goodsIds: [a.id] }),
        ),
      ).toBe(1);
      expect(
        dataOf<number>(
          await post(`${ASSORTMENT}/submit`, tokens.dist01, { partyId: buyer.id, goodsIds: [a.id, b.id] }),
        ),
      ).toBe(1);
      const listed = dataOf<Page<CustomerGoods>>(
        await get(`${ASSORTMENT}/list?partyId_equal=${buyer.id}`, tokens.dist01),
      );
      expect(listed.records.map((row) => row.sku)).toEqual(['SKU-0010', 'SKU-0011']);
      expect(
        dataOf<Page<CustomerGoods>>(await get(`${ASSORTMENT}/list?partyId_equal=${buyer.id}`, tokens.dist02)).total,
      ).toBe(0);
      expect((await audits('customerGoods')).length - auditsBefore).toBe(2);

      const before = await rows('customerGoods');
      const own = await post(
        `${ASSORTMENT}/submit`,
        tokens.dist01,
        { partyId: await partyId('C0001'), goodsIds: [a.id] },
        'zh',
      );
      expect(own.json()).toMatchObject({ code: 400, msg: '只能为自己的下级客户维护客户商品' });
      expect(
        (await post(`${ASSORTMENT}/submit`, tokens.dist02, { partyId: buyer.id, goodsIds: [a.id] })).statusCode,
      ).toBe(400);
      expect(
        (await post(`${ASSORTMENT}/submit`, tokens.otherAdmin, { partyId: buyer.id, goodsIds: [a.id] })).statusCode,
      ).toBe(400);
      expect((await post(`${ASSORTMENT}/submit`, tokens.dist01, { partyId: buyer.id, goodsIds: [] })).statusCode).toBe(
        400,
      );
      expect(
        (await post(`${ASSORTMENT}/submit`, tokens.dist01, { partyId: buyer.id, goodsIds: ['999999999'] })).json().msg,
      ).toBe('Some goods do not exist');
      const ids = listed.records.map((row) => row.id).join(',');
      expect((await post(`${ASSORTMENT}/remove?ids=${ids}`, tokens['dist01-sub'])).statusCode).toBe(403);
      expect(dataOf<number>(await post(`${ASSORTMENT}/remove?ids=${ids}`, tokens.dist02))).toBe(0);
      expect(dataOf<number>(await post(`${ASSORTMENT}/remove?ids=${ids}`, tokens.otherAdmin))).toBe(0);
      expect(await rows('customerGoods')).toEqual(before);
      expect(dataOf<number>(await post(`${ASSORTMENT}/remove?ids=${ids}`, tokens.dist01))).toBe(2);
      expect(
        dataOf<Page<CustomerGoods>>(await get(`${ASSORTMENT}/list?partyId_equal=${buyer.id}`, tokens.dist01)).total,
      ).toBe(0);
    });
  });
});
