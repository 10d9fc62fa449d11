import type { Dept, DictItem, PickerNode } from '@smdp/contracts/structure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, dataOf } from '../../testing/test-app';
import { type Kit, structureKit } from './test-kit';

const BASE = '/api/blade-system/dept';

const flatten = <N extends { children?: N[] }>(nodes: N[]): N[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describe('blade-system/dept', () => {
  let k: Kit;
  let headOffice: string;
  let sales: string;
  let otherHeadOffice: string;

  beforeAll(async () => {
    k = await structureKit(BASE);
    const depts = await k.t.database.db.selectFrom('bladeDept').select(['id', 'tenantId', 'deptName']).execute();
    const find = (tenantId: string, name: string) =>
      depts.find((dept) => dept.tenantId === tenantId && dept.deptName === name)!.id;
    headOffice = find('000000', 'Head office');
    sales = find('000000', 'Sales department');
    otherHeadOffice = find('100001', 'Head office');
  });
  afterAll(() => k.t.close());

  const submit = async (body: Record<string, unknown>, token = k.tokens.admin) =>
    dataOf<Dept>(await k.post(token, 'submit', body));
  const snapshot = () => k.t.database.db.selectFrom('bladeDept').selectAll().orderBy('id').execute();

  describe('list, lazy-list, tree, detail', () => {
    it("shows the caller's tenant's departments as a tree, filtered by name", async () => {
      const tree = dataOf<Dept[]>(await k.get(k.tokens.admin, 'list'));
      const head = tree.find((dept) => dept.id === headOffice)!;
      expect(head).toMatchObject({ deptName: 'Head office', parentId: '0', currency: 'CNY', hasChildren: true });
      expect(head.children?.map((dept) => [dept.id, dept.parentName])).toContainEqual([sales, 'Head office']);
      const found = dataOf<Dept[]>(await k.get(k.tokens.admin, 'list?deptName_like=SALES'));
      expect(found.map((dept) => dept.id)).toEqual([sales]);
    });

    it('lists one level at a time, saying which departments have more below', async () => {
      const top = dataOf<Dept[]>(await k.get(k.tokens.admin, 'lazy-list?parentId=0'));
      expect(top.find((dept) => dept.id === headOffice)).toMatchObject({ hasChildren: true, parentName: null });
      expect(top).not.toContainEqual(expect.objectContaining({ id: sales }));
      const below = dataOf<Dept[]>(await k.get(k.tokens.admin, `lazy-list?parentId=${headOffice}`));
      expect(below.find((dept) => dept.id === sales)).toMatchObject({ parentName: 'Head office' });
      expect(dataOf<Dept[]>(await k.get(k.tokens.admin, 'lazy-list')).map((dept) => dept.id)).toEqual(
        top.map((dept) => dept.id),
      );
    });

    it('gives pickers a tree of titles and the detail of one department', async () => {
      const picker = dataOf<PickerNode[]>(await k.get(k.tokens.admin, 'tree'));
      const head = picker.find((node) => node.id === headOffice)!;
      expect(head).toMatchObject({ title: 'Head office', key: headOffice, value: headOffice });
      expect(head.children?.map((node) => node.id)).toContain(sales);
      expect(dataOf<Dept>(await k.get(k.tokens.admin, `detail?id=${sales}`))).toMatchObject({
        deptName: 'Sales department',
        parentId: headOffice,
        parentName: 'Head office',
        ancestors: `0,${headOffice}`,
        version: 1,
      });
    });

    it("never shows another tenant's departments", async () => {
      const theirs = flatten(dataOf<Dept[]>(await k.get(k.tokens.otherAdmin, 'list')));
      expect(theirs.map((dept) => dept.id)).toEqual([otherHeadOffice]);
      expect(flatten(dataOf<PickerNode[]>(await k.get(k.tokens.otherAdmin, 'tree'))).map((n) => n.id)).toEqual([
        otherHeadOffice,
      ]);
      expect(dataOf<Dept[]>(await k.get(k.tokens.otherAdmin, `lazy-list?parentId=${headOffice}`))).toEqual([]);
      expect((await k.get(k.tokens.otherAdmin, `detail?id=${sales}`)).statusCode).toBe(404);
    });

    it('needs dept_view and a token', async () => {
      for (const path of ['list', 'lazy-list', 'tree', `detail?id=${sales}`]) {
        expect((await k.get(k.tokens.staff01, path)).statusCode, path).toBe(403);
        expect((await k.get(k.tokens['dist01-sub'], path)).statusCode, path).toBe(403);
      }
      expect((await k.t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
      expect((await k.t.app.inject({ url: `${BASE}/list`, headers: bearer('forged.token.value') })).statusCode).toBe(
        401,
      );
    });

    it('rejects a malformed id or parent with a translated 400', async () => {
      const bad = await k.get(k.tokens.admin, 'detail?id=abc', 'zh');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('参数');
      expect((await k.get(k.tokens.admin, 'lazy-list?parentId=x1')).statusCode).toBe(400);
    });
  });

  describe('submit', () => {
    it('creates a department under another, updates it with its version and audits both', async () => {
      const audits = await k.audits('dept');
      const created = await submit({ parentId: sales, deptName: 'North team', deptCategory: 3, sort: 5 });
      expect(created).toMatchObject({
        parentId: sales,
        ancestors: `0,${headOffice},${sales}`,
        deptName: 'North team',
        deptCategory: 3,
        currency: null,
        version: 1,
      });
      const updated = await submit({
        id: created.id,
        version: 1,
        parentId: sales,
        deptName: 'North sales team',
        currency: 'usd',
      });
      expect(updated).toMatchObject({ deptName: 'North sales team', currency: 'USD', version: 2 });
      expect(await k.audits('dept')).toBe(audits + 2);
    });

    it('moves a department with everything below it', async () => {
      const a = await submit({ parentId: headOffice, deptName: 'Region A' });
      const b = await submit({ parentId: a.id, deptName: 'Team B' });
      const c = await submit({ parentId: b.id, deptName: 'Group C' });
      await submit({ id: a.id, version: 1, parentId: sales, deptName: 'Region A' });
      expect(dataOf<Dept>(await k.get(k.tokens.admin, `detail?id=${c.id}`)).ancestors).toBe(
        `0,${headOffice},${sales},${a.id},${b.id}`,
      );
      const loop = await k.post(
        k.tokens.admin,
        'submit',
        { id: a.id, version: 2, parentId: c.id, deptName: 'x' },
        'zh',
      );
      expect(loop.statusCode).toBe(400);
      expect(loop.json().msg).toBe('上级部门无效：不存在，或是该部门本身或其下级');
    });

    it('answers a stale version with 409 and changes nothing', async () => {
      const dept = await submit({ parentId: headOffice, deptName: 'Stale test' });
      await submit({ id: dept.id, version: 1, parentId: headOffice, deptName: 'Stale test 2' });
      const before = await snapshot();
      const stale = await k.post(k.tokens.admin, 'submit', {
        id: dept.id,
        version: 1,
        parentId: headOffice,
        deptName: 'Lost update',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 409, success: false });
      expect(await snapshot()).toEqual(before);
    });

    it('rejects bad input with a translated 400 and changes nothing', async () => {
      const before = await snapshot();
      const audits = await k.audits('dept');
      for (const body of [
        { deptName: '' },
        { deptName: 'x'.repeat(51) },
        { deptName: 'Bad currency', currency: 'EURO' },
        { deptName: 'Bad category', deptCategory: 9 },
        { deptName: 'Bad parent', parentId: 'abc' },
        { deptName: 'Foreign parent', parentId: otherHeadOffice },
        { deptName: 'Missing parent', parentId: '999999999' },
      ]) {
        const response = await k.post(k.tokens.admin, 'submit', body, 'fr');
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().msg, JSON.stringify(body)).toMatch(/invalide|n’est pas valide/);
      }
      expect(await snapshot()).toEqual(before);
      expect(await k.audits('dept')).toBe(audits);
    });

    it('needs dept_add to create and dept_edit to update', async () => {
      const before = await snapshot();
      expect((await k.post(k.tokens.staff01, 'submit', { deptName: 'Nope' })).statusCode).toBe(403);
      expect(
        (await k.post(k.tokens.staff01, 'submit', { id: sales, version: 1, parentId: headOffice, deptName: 'Nope' }))
          .statusCode,
      ).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it("cannot touch another tenant's department", async () => {
      const before = await snapshot();
      const response = await k.post(k.tokens.otherAdmin, 'submit', {
        id: sales,
        version: 1,
        parentId: '0',
        deptName: 'Taken over',
      });
      expect(response.statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('remove', () => {
    it('removes departments without departments or users below them, audited', async () => {
      const parent = await submit({ parentId: headOffice, deptName: 'To remove' });
      const child = await submit({ parentId: parent.id, deptName: 'To remove too' });
      const audits = await k.audits('dept');
      expect(dataOf(await k.post(k.tokens.admin, `remove?ids=${parent.id},${child.id}`))).toBe(true);
      expect((await k.get(k.tokens.admin, `detail?id=${parent.id}`)).statusCode).toBe(404);
      expect(await k.audits('dept')).toBe(audits + 1);
    });

    it('refuses a department with departments below it or with users, translated, changing nothing', async () => {
      const parent = await submit({ parentId: headOffice, deptName: 'Has a child' });
      await submit({ parentId: parent.id, deptName: 'The child' });
      const staffed = await submit({ parentId: headOffice, deptName: 'Staffed' });
      const db = k.t.database.db;
      const user = await db
        .insertInto('bladeUser')
        .values({ tenantId: '000000', account: 'dept-member', passwordHash: 'x', realName: 'Member' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('bladeUserDept').values({ userId: user.id, deptId: staffed.id }).execute();
      const before = await snapshot();
      const withChild = await k.post(k.tokens.admin, `remove?ids=${parent.id}`, undefined, 'zh');
      expect(withChild.statusCode).toBe(400);
      expect(withChild.json().msg).toBe('请先删除下级部门');
      const withUsers = await k.post(k.tokens.admin, `remove?ids=${staffed.id}`, undefined, 'es');
      expect(withUsers.statusCode).toBe(400);
      expect(withUsers.json().msg).toBe('El departamento Staffed todavía tiene usuarios y no se puede eliminar');
      expect((await k.post(k.tokens.admin, 'remove?ids=')).statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it('needs dept_delete, and never removes another tenant’s department', async () => {
      const dept = await submit({ parentId: headOffice, deptName: 'Kept' });
      const before = await snapshot();
      expect((await k.post(k.tokens.staff01, `remove?ids=${dept.id}`)).statusCode).toBe(403);
      expect(dataOf(await k.post(k.tokens.otherAdmin, `remove?ids=${dept.id}`))).toBe(false);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('getCurrencyByCurrUser', () => {
    it("answers the caller's department's currency, else the nearest one above it", async () => {
      expect(dataOf(await k.get(k.tokens.admin, 'getCurrencyByCurrUser'))).toBe('CNY');
      expect(dataOf(await k.get(k.tokens.staff01, 'getCurrencyByCurrUser'))).toBe('CNY');
      expect(dataOf(await k.get(k.tokens.otherAdmin, 'getCurrencyByCurrUser'))).toBe('KES');
      const current = dataOf<Dept>(await k.get(k.tokens.admin, `detail?id=${sales}`));
      await submit({
        id: sales,
        version: current.version,
        parentId: headOffice,
        deptName: current.deptName,
        currency: 'EUR',
      });
      expect(dataOf(await k.get(k.tokens.staff01, 'getCurrencyByCurrUser'))).toBe('EUR');
      expect(dataOf(await k.get(k.tokens.admin, 'getCurrencyByCurrUser'))).toBe('CNY');
      expect((await k.t.app.inject({ url: `${BASE}/getCurrencyByCurrUser` })).statusCode).toBe(401);
    });
  });

  describe('product lines', () => {
    const lines = async (token: string, lang = 'en') =>
      dataOf<DictItem[]>(await k.get(token, 'getProductLinesByRoleData', lang)).map((line) => [
        line.dictKey,
        line.dictValue,
      ]);
    const roleId = async (tenantId: string, alias: string) =>
      (
        await k.t.database.db
          .selectFrom('bladeRole')
          .select('id')
          .where('tenantId', '=', tenantId)
          .where('roleAlias', '=', alias)
          .executeTakeFirstOrThrow()
      ).id;

    it("answers the product lines of the caller's roles, in the caller's language", async () => {
      expect(await lines(k.tokens.admin)).toEqual([
        ['LUB', 'Lubricants'],
        ['TYRE', 'Tyres'],
        ['BATT', 'Batteries'],
      ]);
      expect(await lines(k.tokens.staff01, 'zh')).toEqual([
        ['LUB', '润滑油'],
        ['TYRE', '轮胎'],
      ]);
      expect(await lines(k.tokens.dist01)).toEqual([['LUB', 'Lubricants']]);
      expect((await k.t.app.inject({ url: `${BASE}/getProductLinesByRoleData` })).statusCode).toBe(401);
    });

    it('lets role_grant replace the product lines of a role, audited', async () => {
      const staff = await roleId('000000', 'staff');
      expect(dataOf(await k.get(k.tokens.admin, `role-product-lines?roleId=${staff}`))).toEqual(['LUB', 'TYRE']);
      const audits = await k.audits('role');
      expect(
        dataOf(await k.post(k.tokens.admin, 'role-product-lines', { roleId: staff, productLines: ['BATT'] })),
      ).toBe(true);
      expect(await k.audits('role')).toBe(audits + 1);
      expect(await lines(k.tokens.staff01)).toEqual([['BATT', 'Batteries']]);
    });

    it('refuses unknown product lines, missing grants and other tenants, changing nothing', async () => {
      const staff = await roleId('000000', 'staff');
      const grants = () => k.t.database.db.selectFrom('bladeRoleProductLine').selectAll().orderBy('roleId').execute();
      const before = await grants();
      const unknown = await k.post(
        k.tokens.admin,
        'role-product-lines',
        { roleId: staff, productLines: ['GOLD'] },
        'sw',
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().msg).toBe('Hakuna mstari wa bidhaa GOLD');
      expect((await k.post(k.tokens.admin, 'role-product-lines', { roleId: staff })).statusCode).toBe(400);
      expect(
        (await k.post(k.tokens.staff01, 'role-product-lines', { roleId: staff, productLines: [] })).statusCode,
      ).toBe(403);
      expect((await k.get(k.tokens.staff01, `role-product-lines?roleId=${staff}`)).statusCode).toBe(403);
      expect(
        (await k.post(k.tokens.otherAdmin, 'role-product-lines', { roleId: staff, productLines: [] })).statusCode,
      ).toBe(404);
      expect((await k.get(k.tokens.otherAdmin, `role-product-lines?roleId=${staff}`)).statusCode).toBe(404);
      expect(await grants()).toEqual(before);
      expect(await lines(k.tokens.otherAdmin)).toHaveLength(3);
    });
  });
});
