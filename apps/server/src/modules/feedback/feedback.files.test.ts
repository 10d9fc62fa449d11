import type { Feedback } from '@smdp/contracts/feedback';
import type { AttachmentPageRow } from '@smdp/contracts/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../testing/sheets';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const FEEDBACK = '/api/smdp-resource/feedback';

/** Files on a feedback thread: both sides attach and download them; another customer or tenant gets nothing. */
describe('feedback files', () => {
  let t: TestApp;
  let tokens: DemoTokens & { dist02: string };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = { ...(await signInDemoAccounts(t.app)), dist02: (await signIn(t.app, 'dist02')).accessToken };
  });
  afterAll(() => t.close());

  const upload = async (token: string, name: string) => {
    const { body, type } = multipartFile(PDF, name, 'application/pdf');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blade-resource/attach/upload',
      headers: { ...bearer(token), 'content-type': type },
      payload: body,
    });
    return dataOf<{ id: string }>(response).id;
  };
  const post = (token: string, path: string, payload: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `${FEEDBACK}${path}`,
      headers: { ...bearer(token), 'Lang-Type': lang },
      payload,
    });
  const get = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });

  it('keeps the writer and reply files on the thread, downloadable by both sides only', async () => {
    const photo = await upload(tokens.dist01, 'broken-seal.pdf');
    const opened = dataOf<Feedback>(
      await post(tokens.dist01, '/submit', {
        category: 'PRODUCT',
        title: 'Broken seal',
        content: 'See the file',
        attachmentIds: [photo],
      }),
    );
    expect(opened.files).toEqual([
      expect.objectContaining({ id: photo, originalName: 'broken-seal.pdf', attachSize: PDF.length }),
    ]);
    const answer = await upload(tokens.staff01, 'credit-note.pdf');
    const replied = dataOf<Feedback>(
      await post(tokens.staff01, '/reply', {
        id: opened.id,
        version: opened.version,
        content: 'Credit note attached',
        attachmentIds: [answer],
      }),
    );
    expect(replied.replies[0]?.files.map((file) => file.originalName)).toEqual(['credit-note.pdf']);

    const detail = dataOf<Feedback>(await get(tokens.dist01, `${FEEDBACK}/detail?id=${opened.id}`));
    const companyFile = detail.replies[0]?.files[0];
    // The customer downloads the company's file through its feedback, though the attachment page hides it.
    const viaThread = await get(tokens.dist01, String(companyFile?.link));
    expect(viaThread.statusCode).toBe(200);
    expect(viaThread.rawPayload.equals(PDF)).toBe(true);
    expect(viaThread.headers['content-disposition']).toContain('credit-note.pdf');
    expect((await get(tokens.dist01, `/api/blade-resource/attach/download?id=${answer}`)).statusCode).toBe(404);
    expect((await get(tokens.admin, String(detail.files[0]?.link))).statusCode).toBe(200);

    // Another customer of the tenant and another tenant see neither the feedback nor its files.
    for (const stranger of [tokens.dist02, tokens.otherAdmin]) {
      expect((await get(stranger, String(companyFile?.link))).statusCode).toBe(404);
      expect((await get(stranger, String(detail.files[0]?.link))).statusCode).toBe(404);
    }

    // A file of another feedback is not served through this one, even to a side that sees both.
    const other = dataOf<Feedback>(
      await post(tokens.dist01, '/submit', { category: 'OTHER', title: 'Plain', content: 'No files' }),
    );
    expect((await get(tokens.dist01, `${FEEDBACK}/file?id=${other.id}&fileId=${photo}`)).statusCode).toBe(404);

    // The attachment page names the feedback for both files, the writer's and the reply's.
    const page = dataOf<{ records: AttachmentPageRow[] }>(
      await get(tokens.admin, '/api/blade-resource/attach/list?size=100'),
    );
    for (const id of [photo, answer]) {
      expect(page.records.find((row) => row.id === id)?.documents).toEqual([
        { docType: 'feedback', docId: opened.id, docNo: 'Broken seal' },
      ]);
    }
  });

  it('refuses files the writer could not see, in its language', async () => {
    const theirs = await upload(tokens.dist02, 'theirs.pdf');
    const refused = await post(
      tokens.dist01,
      '/submit',
      { category: 'OTHER', title: 'Borrowed file', content: 'x', attachmentIds: [theirs] },
      'fr',
    );
    expect(refused.json()).toMatchObject({ code: 400 });
    expect(refused.json().msg).toContain('fichier joint');
    const opened = dataOf<Feedback>(
      await post(tokens.dist01, '/submit', { category: 'OTHER', title: 'Mine', content: 'x' }),
    );
    const foreign = await upload(tokens.otherAdmin, 'foreign.pdf');
    const reply = await post(tokens.admin, '/reply', {
      id: opened.id,
      version: opened.version,
      content: 'y',
      attachmentIds: [foreign],
    });
    expect(reply.json()).toMatchObject({ code: 400 });
  });
});
