import type { Page } from '@smdp/contracts';
import type { Post } from '@smdp/contracts/structure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../testing/test-app';
import { type Kit, structureKit } from './test-kit';

const BASE = '/api/blade-system/post';

describe('blade-system/post', () => {
  let k: Kit;
  let salesPost: string;

  beforeAll(async () => {
    k = await structureKit(BASE);
    salesPost = (
      await k.t.database.db
        .selectFrom('bladePost')
        .select('id')
        .where('tenantId', '=', '000000')
        .where('postCode', '=', 'sales')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => k.t.close());

  const submit = async (body: Record<string, unknown>, token = k.tokens.admin) =>
    dataOf<Post>(await k.post(token, 'submit', body));
  const snapshot = () => k.t.database.db.selectFrom('bladePost').selectAll().orderBy('id').execute();

  describe('list, select, detail', () => {
    it("pages the tenant's posts with filters and sorting", async () => {
      await submit({ postCode: 'mgr', postName: 'Regional manager', category: 2, sort: 3 });
      await submit({ postCode: 'ceo', postName: 'Chief executive', category: 1, sort: 2 });
      const page = dataOf<Page<Post>>(await k.get(k.tokens.admin, 'list?current=1&size=2'));
      expect(page).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
      expect(page.records.map((post) => post.postCode)).toEqual(['sales', 'ceo']);
      const byName = dataOf<Page<Post>>(await k.get(k.tokens.admin, 'list?postName_like=MANAGER'));
      expect(byName.records.map((post) => post.postCode)).toEqual(['mgr']);
      const byCategory = dataOf<Page<Post>>(await k.get(k.tokens.admin, 'list?category_equal=1'));
      expect(byCategory.records.map((post) => post.postCode)).toEqual(['sales', 'ceo']);
      const sorted = dataOf<Page<Post>>(await k.get(k.tokens.admin, 'list?descs=postCode'));
      expect(sorted.records.map((post) => post.postCode)).toEqual(['sales', 'mgr', 'ceo']);
    });

    it('lists every post for pickers and shows one', async () => {
      const all = dataOf<Post[]>(await k.get(k.tokens.admin, 'select'));
      expect(all.map((post) => post.postCode)).toContain('sales');
      expect(dataOf<Post>(await k.get(k.tokens.admin, `detail?id=${salesPost}`))).toMatchObject({
        postCode: 'sales',
        postName: 'Sales representative',
        category: 1,
        version: 1,
      });
    });

    it("never shows another tenant's posts", async () => {
      expect(dataOf<Page<Post>>(await k.get(k.tokens.otherAdmin, 'list')).total).toBe(0);
      expect(dataOf(await k.get(k.tokens.otherAdmin, 'select'))).toEqual([]);
      expect((await k.get(k.tokens.otherAdmin, `detail?id=${salesPost}`)).statusCode).toBe(404);
    });

    it('needs post_view; rejects malformed queries with a translated 400', async () => {
      for (const path of ['list', 'select', `detail?id=${salesPost}`]) {
        expect((await k.get(k.tokens.staff01, path)).statusCode, path).toBe(403);
      }
      const bad = await k.get(k.tokens.admin, 'list?createTime_datege=yesterday', 'zh');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('参数 createTime_datege 无效');
      expect((await k.t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
    });
  });

  describe('submit', () => {
    it('creates and updates a post with its version, audited', async () => {
      const audits = await k.audits('post');
      const post = await submit({ postCode: 'driver', postName: 'Driver', category: 3 });
      expect(post).toMatchObject({ postCode: 'driver', category: 3, sort: 0, version: 1 });
      const updated = await submit({
        id: post.id,
        version: 1,
        postCode: 'driver',
        postName: 'Truck driver',
        category: 3,
      });
      expect(updated).toMatchObject({ postName: 'Truck driver', version: 2 });
      expect(await k.audits('post')).toBe(audits + 2);
    });

    it('keeps codes unique per tenant with a translated 400; another tenant may use the code', async () => {
      const before = await snapshot();
      const taken = await k.post(k.tokens.admin, 'submit', { postCode: 'sales', postName: 'Again' }, 'en');
      expect(taken.statusCode).toBe(400);
      expect(taken.json().msg).toBe('The post code sales exists already');
      expect(await snapshot()).toEqual(before);
      expect(
        dataOf<Post>(await k.post(k.tokens.otherAdmin, 'submit', { postCode: 'sales', postName: 'Sales' })),
      ).toMatchObject({ postCode: 'sales' });
    });

    it('rejects bad input with a translated 400 and changes nothing', async () => {
      const before = await snapshot();
      for (const body of [
        { postCode: '', postName: 'No code' },
        { postCode: 'x'.repeat(21), postName: 'Long code' },
        { postCode: 'ok', postName: '' },
        { postCode: 'ok', postName: 'Bad category', category: 'high' },
      ]) {
        const response = await k.post(k.tokens.admin, 'submit', body, 'sw');
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().msg).toContain('si sahihi');
      }
      expect(await snapshot()).toEqual(before);
    });

    it('answers a stale version with 409; refuses without grants or across tenants; nothing changed', async () => {
      const post = await submit({ postCode: 'clerk', postName: 'Clerk' });
      await submit({ id: post.id, version: 1, postCode: 'clerk', postName: 'Clerk 2' });
      const before = await snapshot();
      const body = { id: post.id, version: 1, postCode: 'clerk', postName: 'Lost' };
      expect((await k.post(k.tokens.admin, 'submit', body)).statusCode).toBe(409);
      expect((await k.post(k.tokens.staff01, 'submit', { ...body, version: 2 })).statusCode).toBe(403);
      expect((await k.post(k.tokens.staff01, 'submit', { postCode: 'new', postName: 'New' })).statusCode).toBe(403);
      expect((await k.post(k.tokens.otherAdmin, 'submit', { ...body, version: 2 })).statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('remove', () => {
    it('removes posts nobody holds, audited', async () => {
      const post = await submit({ postCode: 'temp', postName: 'Temporary' });
      const audits = await k.audits('post');
      expect(dataOf(await k.post(k.tokens.admin, `remove?ids=${post.id}`))).toBe(true);
      expect((await k.get(k.tokens.admin, `detail?id=${post.id}`)).statusCode).toBe(404);
      expect(await k.audits('post')).toBe(audits + 1);
      expect(
        dataOf<Post>(await k.post(k.tokens.admin, 'submit', { postCode: 'temp', postName: 'Again' })),
      ).toMatchObject({ postCode: 'temp' });
    });

    it('refuses a post a user holds, without grants or across tenants; nothing changed', async () => {
      const kept = await submit({ postCode: 'kept', postName: 'Kept' });
      const before = await snapshot();
      const held = await k.post(k.tokens.admin, `remove?ids=${salesPost}`, undefined, 'zh');
      expect(held.statusCode).toBe(400);
      expect(held.json().msg).toBe('岗位 Sales representative 仍有用户，不能删除');
      expect((await k.post(k.tokens.staff01, `remove?ids=${kept.id}`)).statusCode).toBe(403);
      expect(dataOf(await k.post(k.tokens.otherAdmin, `remove?ids=${kept.id}`))).toBe(false);
      expect((await k.post(k.tokens.admin, 'remove')).statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    });
  });
});
