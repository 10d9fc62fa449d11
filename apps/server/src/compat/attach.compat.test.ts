import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../platform/files/test-images';
import { bearer, createTestApp, type DemoTokens, signInDemoAccounts, type TestApp } from '../testing/test-app';
import { type SaberCall, saber, saberData } from './saber-client';

/**
 * Attachments as Saber 2.9 handles them: `src/api/resource/attach.js` (`getDetail`, `update`, `add`) and the
 * form of `src/views/resource/attach.vue` (link, originalName, extension, attachSize; `beforeOpen` fills it
 * from the detail call, and an edit sends the whole form back). Files themselves are uploaded with this
 * portal's own upload call (Saber's `oss/endpoint/put-file-attach` is not served).
 */
type Form = { id: string; link: string; originalName: string; extension: string; attachSize: number; version: number };

const BASE = '/api/blade-resource/attach';

let t: TestApp;
let tokens: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoAccounts(t.app);
});
afterAll(() => t.close());

async function uploadPng(token: string, filename: string): Promise<string> {
  const boundary = 'saber-attach-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    tinyPng(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${BASE}/upload`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return saberData<{ id: string }>(response).id;
}

const detail = (token: string, id: string) => saber(t.app, token, { url: `${BASE}/detail`, params: { id } });
const submit = (token: string, data: SaberCall['data'], lang = 'en') =>
  saber(t.app, token, { url: `${BASE}/submit`, method: 'post', data, headers: { 'lang-type': lang } });

describe('Saber 2.9 attachments', () => {
  it('onLoad: list rows carry the link, domain and name columns of attach.vue', async () => {
    const id = await uploadPng(tokens.admin, 'columns.png');
    const page = saberData<{ records: Record<string, unknown>[] }>(
      await saber(t.app, tokens.admin, { url: `${BASE}/list`, params: { current: 1, size: 10 } }),
    );
    const row = page.records.find((record) => record.id === id)!;
    expect(row).toMatchObject({ link: `${BASE}/download?id=${id}`, domain: '', name: 'columns.png' });
    const download = await t.app.inject({ url: row.link as string, headers: bearer(tokens.admin) });
    expect(download.statusCode).toBe(200);
  });

  it('beforeOpen: getDetail fills the form with link, originalName, extension and attachSize', async () => {
    const id = await uploadPng(tokens.admin, 'scan.png');
    const form = saberData<Form>(await detail(tokens.admin, id));
    expect(form).toMatchObject({ id, originalName: 'scan.png', extension: 'png', attachSize: tinyPng().length });
    const download = await t.app.inject({ url: form.link, headers: bearer(tokens.admin) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(tinyPng());
  });

  it('rowUpdate: update sends the whole form back; the name changes, the list and the download follow', async () => {
    const id = await uploadPng(tokens.admin, 'before.png');
    const form = saberData<Form>(await detail(tokens.admin, id));
    const saved = saberData<Form>(await submit(tokens.admin, { ...form, originalName: 'after.png' }));
    expect(saved).toMatchObject({ id, originalName: 'after.png', version: form.version + 1 });
    const page = saberData<{ records: Form[] }>(
      await saber(t.app, tokens.admin, { url: `${BASE}/list`, params: { current: 1, size: 10 } }),
    );
    expect(page.records.find((row) => row.id === id)?.originalName).toBe('after.png');
    const download = await t.app.inject({ url: form.link, headers: bearer(tokens.admin) });
    expect(download.headers['content-disposition']).toContain('filename="after.png"');
    // The form read before the rename is stale now
    expect((await submit(tokens.admin, { ...form, originalName: 'again.png' })).json().code).toBe(409);
  });

  it('add, or an edit of what the file is (extension, size), is refused with a translated message', async () => {
    const id = await uploadPng(tokens.admin, 'fixed.png');
    const form = saberData<Form>(await detail(tokens.admin, id));
    const added = await submit(tokens.admin, { link: 'http://elsewhere/x.png', originalName: 'x.png' }, 'fr');
    expect(added.json()).toMatchObject({ code: 400, msg: expect.stringContaining('pièce jointe') });
    for (const change of [{ extension: 'pdf' }, { attachSize: 1 }]) {
      expect((await submit(tokens.admin, { ...form, ...change })).json().code).toBe(400);
    }
    expect(saberData<Form>(await detail(tokens.admin, id))).toMatchObject({
      originalName: 'fixed.png',
      extension: 'png',
    });
  });

  it("another tenant, or another customer, sees and renames none of the caller's attachments", async () => {
    const id = await uploadPng(tokens.admin, 'company.png');
    const form = saberData<Form>(await detail(tokens.admin, id));
    for (const token of [tokens.otherAdmin, tokens.dist01]) {
      expect((await detail(token, id)).json().code).toBe(404);
      expect((await submit(token, { ...form, originalName: 'taken.png' })).json().code).toBe(404);
    }
    expect(saberData<Form>(await detail(tokens.admin, id)).originalName).toBe('company.png');
  });

  it('needs the attachment codes (attach_view to read, attach_edit to rename): a sub-account without them gets 403', async () => {
    const id = await uploadPng(tokens.dist01, 'primary.png');
    const form = saberData<Form>(await detail(tokens.dist01, id));
    expect((await detail(tokens['dist01-sub'], id)).json().code).toBe(403);
    expect((await submit(tokens['dist01-sub'], { ...form, originalName: 'sub.png' })).json().code).toBe(403);
    // The customer's primary account renames its own file
    expect(saberData<Form>(await submit(tokens.dist01, { ...form, originalName: 'mine.png' })).originalName).toBe(
      'mine.png',
    );
  });
});
