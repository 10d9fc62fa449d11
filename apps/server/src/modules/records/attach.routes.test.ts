import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Attachment } from '@smdp/contracts/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../platform/files/fake-s3';
import { tinyBmp, tinyPng } from '../../platform/files/test-images';
import { multipartFile } from '../../testing/sheets';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

type Page<T> = { records: T[]; total: number };
type Listed = Attachment & { documents: { docType: string; docId: string; docNo: string }[] };
const BASE = '/api/blade-resource/attach';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('attachments', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const upload = (token: string, content: Buffer, filename: string, lang = 'en', path = 'upload') => {
    const { body, type } = multipartFile(content, filename, 'image/png');
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/${path}`,
      headers: { ...bearer(token), 'lang-type': lang, 'content-type': type },
      payload: body,
    });
  };
  const get = (token: string, path: string) => t.app.inject({ url: `${BASE}/${path}`, headers: bearer(token) });
  const rows = () => t.database.db.selectFrom('bladeAttach').selectAll().orderBy('id').execute();
  const fileOf = (storageKey: string) => join(t.config.dataDir, 'attach', storageKey);

  it('uploads a file checked by content into the tenant folder, lists it and downloads it', async () => {
    const uploaded = dataOf<{ id: string; originalName: string; link: string }>(
      await upload(tokens.admin, PDF, 'Quarterly report – Q1.pdf'),
    );
    expect(uploaded.link).toBe(`${BASE}/download?id=${uploaded.id}`);
    const [row] = await rows();
    expect(row).toMatchObject({
      tenantId: '000000',
      extension: 'pdf',
      contentType: 'application/pdf',
      category: 'FILE',
    });
    expect(row!.storageKey).toMatch(/^000000\/[0-9a-f-]{36}\.pdf$/);
    expect(existsSync(fileOf(row!.storageKey))).toBe(true);

    const page = dataOf<Page<Listed>>(await get(tokens.admin, 'list?originalName_like=quarterly'));
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      id: uploaded.id,
      originalName: 'Quarterly report – Q1.pdf',
      attachSize: PDF.length,
      createAccount: 'admin',
    });
    expect(dataOf<Attachment[]>(await get(tokens.admin, `attach-list?ids=${uploaded.id}`))).toEqual(
      page.records.map(({ documents, ...row }) => row),
    );

    const download = await get(tokens.admin, `download?id=${uploaded.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Quarterly report _ Q1.pdf"; filename*=UTF-8''${encodeURIComponent('Quarterly report – Q1.pdf')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const audit = await t.database.db.selectFrom('auditLog').selectAll().where('entity', '=', 'attach').execute();
    expect(audit).toMatchObject([{ action: 'create', entityId: uploaded.id }]);
  });

  it('trusts content, not names: a renamed script is refused, a bitmap named .txt is a bmp', async () => {
    const before = await rows();
    const script = await upload(tokens.admin, Buffer.from('#!/bin/sh\nrm -rf /\n'), 'photo.png', 'zh');
    expect(script.statusCode).toBe(400);
    expect(script.json().msg).toBe('只能上传 png、jpeg、jpg、bmp、pdf、xlsx 或 docx 文件');
    const html = await upload(tokens.admin, Buffer.from('<html><script>alert(1)</script></html>'), 'doc.pdf');
    expect(html.statusCode).toBe(400);
    const zip = await upload(tokens.admin, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'sheet.xlsx');
    expect(zip.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
    const bmp = dataOf<{ id: string }>(await upload(tokens.admin, tinyBmp(), '../../etc/notes.txt'));
    const saved = (await rows()).find((row) => row.id === bmp.id);
    expect(saved).toMatchObject({ extension: 'bmp', contentType: 'image/bmp', originalName: 'notes.txt' });
  });

  it('refuses a missing or too large file with a translated 400', async () => {
    const before = await rows();
    const none = await t.app.inject({
      method: 'POST',
      url: `${BASE}/upload`,
      headers: { ...bearer(tokens.admin), 'lang-type': 'fr' },
      payload: { file: 'x' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('Choisissez un fichier à envoyer');
    const big = await upload(tokens.admin, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf', 'en');
    expect(big.statusCode).toBe(400);
    expect(big.json().msg).toBe('The file may be at most 10 MB');
    expect((await get(tokens.admin, 'download?id=abc')).statusCode).toBe(400);
    expect((await get(tokens.admin, 'list?size=0')).statusCode).toBe(400);
    const noIds = await get(tokens.admin, 'attach-list?ids=');
    expect(noIds.statusCode).toBe(400);
    expect(noIds.json().msg).toContain('ids');
    const badRemoval = await t.app.inject({
      method: 'POST',
      url: `${BASE}/remove?ids=x`,
      headers: bearer(tokens.admin),
    });
    expect(badRemoval.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it("keeps tenants apart: another tenant's file is not listed, not downloadable (404) and not removable", async () => {
    const own = dataOf<{ id: string }>(await upload(tokens.admin, tinyPng(), 'own.png'));
    expect(dataOf<Page<Attachment>>(await get(tokens.otherAdmin, 'list')).total).toBe(0);
    expect(dataOf<Attachment[]>(await get(tokens.otherAdmin, `attach-list?ids=${own.id}`))).toEqual([]);
    const download = await get(tokens.otherAdmin, `download?id=${own.id}`);
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ code: 404, success: false, data: null, msg: 'The record does not exist' });
    const before = await rows();
    const removal = await t.app.inject({
      method: 'POST',
      url: `${BASE}/remove?ids=${own.id}`,
      headers: bearer(tokens.otherAdmin),
    });
    expect(dataOf(removal)).toBe(false);
    expect(await rows()).toEqual(before);
  });

  it("shows a customer's accounts only their customer's files", async () => {
    const theirs = dataOf<{ id: string }>(await upload(tokens.dist01, tinyPng(), 'dist.png'));
    const page = dataOf<Page<Attachment>>(await get(tokens.dist01, 'list?size=100'));
    expect(page.records.map((row) => row.id)).toEqual([theirs.id]);
    const adminPage = dataOf<Page<Attachment>>(await get(tokens.admin, 'list?size=100'));
    expect(adminPage.records.map((row) => row.id)).toContain(theirs.id);
    const [first] = await rows();
    expect((await get(tokens.dist01, `download?id=${first!.id}`)).statusCode).toBe(404);
  });

  it('needs attach codes: without them 403 and nothing changes', async () => {
    const before = await rows();
    const sub = tokens['dist01-sub'];
    expect((await get(sub, 'list')).statusCode).toBe(403);
    expect((await get(sub, `download?id=${before[0]!.id}`)).statusCode).toBe(403);
    expect((await upload(sub, tinyPng(), 'x.png')).statusCode).toBe(403);
    const removal = await t.app.inject({
      method: 'POST',
      url: `${BASE}/remove?ids=${before[0]!.id}`,
      headers: bearer(sub),
    });
    expect(removal.statusCode).toBe(403);
    expect(await rows()).toEqual(before);
    expect((await t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
  });

  it('removes an attachment and its file, with an audit entry', async () => {
    const [first] = (await rows()).filter((row) => row.tenantId === '000000' && row.isDeleted === 0);
    const removed = await t.app.inject({
      method: 'POST',
      url: `${BASE}/remove?ids=${first!.id}`,
      headers: bearer(tokens.admin),
    });
    expect(dataOf(removed)).toBe(true);
    expect(existsSync(fileOf(first!.storageKey))).toBe(false);
    expect((await get(tokens.admin, `download?id=${first!.id}`)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'attach')
      .where('action', '=', 'delete')
      .execute();
    expect(audit).toMatchObject([{ entityId: first!.id, account: 'admin' }]);
  });

  it('saves an avatar for any signed-in user and serves it without a token by its key', async () => {
    const png = tinyPng();
    const { url } = dataOf<{ url: string }>(await upload(tokens['dist01-sub'], png, 'me.png', 'en', 'upload-avatar'));
    expect(url).toMatch(/^\/api\/blade-resource\/attach\/avatar\/[a-f0-9]{32}$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const profile = await t.app.inject({
      url: '/api/blade-user/info',
      headers: bearer(tokens['dist01-sub']),
    });
    const { version } = dataOf<{ version: number }>(profile);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/blade-user/update-info',
      headers: bearer(tokens['dist01-sub']),
      payload: { avatar: url, version },
    });
    expect(dataOf<{ avatar: string }>(saved).avatar).toBe(url);
    expect(
      dataOf<Page<Attachment>>(await get(tokens.dist01, 'list?size=100')).records.map((r) => r.originalName),
    ).not.toContain('me.png');

    const pdf = await upload(tokens.admin, PDF, 'me.png', 'zh', 'upload-avatar');
    expect(pdf.json().msg).toBe('只能上传 png、jpeg、jpg 或 bmp 图片');
    const big = await upload(
      tokens.admin,
      Buffer.concat([png, Buffer.alloc(512 * 1024)]),
      'big.png',
      'en',
      'upload-avatar',
    );
    expect(big.json().msg).toBe('The image may be at most 512 KB');
    expect((await t.app.inject({ url: `${BASE}/avatar/${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/upload-avatar` })).statusCode).toBe(401);
  });

  it('names the documents that hold an attachment, for its own tenant only', async () => {
    const photo = dataOf<{ id: string }>(await upload(tokens.dist01, tinyPng(), 'carton-torn.png'));
    const loose = dataOf<{ id: string }>(await upload(tokens.dist01, tinyPng(), 'carton-loose.png'));
    const feedback = dataOf<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/smdp-resource/feedback/submit',
        headers: bearer(tokens.dist01),
        payload: { category: 'PRODUCT', title: 'Torn carton', content: 'See the photo', attachmentIds: [photo.id] },
      }),
    );
    const proof = dataOf<{ id: string }>(await upload(tokens.dist01, tinyPng(), 'carton-bank-slip.png'));
    const payer = await t.database.db
      .selectFrom('baseCustomer')
      .select('id')
      .where('tenantId', '=', '000000')
      .where('customerCode', '=', 'C0001')
      .executeTakeFirstOrThrow();
    const receipt = dataOf<{ id: string; receiptNo: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/smdp-finance/receipt/save',
        headers: bearer(tokens.dist01),
        payload: {
          payerPartyId: payer.id,
          amount: '10.00',
          method: 'BANK',
          bankRef: 'SLIP-1',
          paidAt: '2026-06-01',
          proofIds: [proof.id],
        },
      }),
    );
    const listed = dataOf<Page<Listed>>(await get(tokens.dist01, 'list?originalName_like=carton-'));
    expect(Object.fromEntries(listed.records.map((row) => [row.id, row.documents]))).toEqual({
      [photo.id]: [{ docType: 'feedback', docId: feedback.id, docNo: 'Torn carton' }],
      [proof.id]: [{ docType: 'fund_receipt', docId: receipt.id, docNo: receipt.receiptNo }],
      [loose.id]: [],
    });
    const elsewhere = dataOf<Page<Listed>>(await get(tokens.otherAdmin, 'list?originalName_like=carton-'));
    expect(elsewhere.total).toBe(0);
  });
});

describe('attachments in an S3-compatible bucket', () => {
  let s3: FakeS3;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({
      s3: {
        bucket: 'portal',
        prefix: 'files/',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
    });
    admin = (await signInDemoAccounts(t.app)).admin;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('keeps the uploaded file in the bucket, serves it from there and deletes it there', async () => {
    const { body, type } = multipartFile(PDF, 'contract.pdf', 'image/png');
    const uploaded = dataOf<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/upload`,
        headers: { ...bearer(admin), 'content-type': type },
        payload: body,
      }),
    );
    const { storageKey } = await t.database.db
      .selectFrom('bladeAttach')
      .select('storageKey')
      .where('id', '=', uploaded.id)
      .executeTakeFirstOrThrow();
    expect(s3.objects.get(`portal/files/${storageKey}`)?.body).toEqual(PDF);
    expect(existsSync(join(t.config.dataDir, 'attach', storageKey))).toBe(false);

    const download = await t.app.inject({ url: `${BASE}/download?id=${uploaded.id}`, headers: bearer(admin) });
    expect(download.rawPayload).toEqual(PDF);

    const removed = await t.app.inject({
      method: 'POST',
      url: `${BASE}/remove?ids=${uploaded.id}`,
      headers: bearer(admin),
    });
    expect(dataOf(removed)).toBe(true);
    expect(s3.objects.has(`portal/files/${storageKey}`)).toBe(false);
  });
});
