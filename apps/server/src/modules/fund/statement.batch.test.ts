import type { Page } from '@smdp/contracts';
import type { Download, Job } from '@smdp/contracts/job';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { pdfPages } from '../../testing/pdf-text';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { receiveFunds } from './funds';

const WAIT = { timeout: 30_000, interval: 300 };
const MARCH = { start: '2025-03-01', end: '2025-03-31' };

/** Group statements: a region's buyers as one PDF each in a ZIP, on the asker's downloads page. */
describe('statements for a group of buyers, as a job', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  const db = () => t.database.db;
  const post = (token: string, payload: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/smdp-finance/statement/batch',
      headers: { ...bearer(token), 'lang-type': lang },
      payload,
    });
  const get = (url: string, token: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, query, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp({ jobs: { pollSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 1 } });
    tokens = await signInDemoAccounts(t.app);
    const company = (await companyPartyOf(db(), ADMIN_TENANT)) ?? '';
    const buyer = async (code: string, territory: string, amount: string) => {
      const row = await db()
        .insertInto('baseCustomer')
        .values({
          tenantId: ADMIN_TENANT,
          customerCode: code,
          customerName: code,
          customerFullName: code,
          partyType: 'DISTRIBUTOR',
          sellerPartyId: company,
          territory,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .transaction()
        .execute((trx) =>
          receiveFunds(trx, staffCaller(ADMIN_TENANT), {
            holder: { holderPartyId: row.id, counterpartyPartyId: company },
            source: { type: 'test-receipt', id: row.id },
            amount,
            target: 'CASH',
            postingDate: '2025-03-10',
          }),
        );
    };
    await buyer('BATCH-N1', 'BATCH-NORTH', '123.45');
    await buyer('BATCH-N2', 'BATCH-NORTH', '67.80');
    await buyer('BATCH-S1', 'BATCH-SOUTH', '9.99');
  }, 60_000);
  afterAll(() => t.close());

  it('renders one PDF per buyer of the region into a ZIP on the downloads page', async () => {
    const started = dataOf<{ jobId: string; buyers: number }>(
      await post(tokens.admin, { groupBy: 'REGION', groupValue: 'BATCH-NORTH', ...MARCH }),
    );
    expect(started.buyers).toBe(2);
    await vi.waitFor(async () => {
      const job = dataOf<Job>(await get('/api/smdp-job/job/detail', tokens.admin, { id: started.jobId }));
      expect(job).toMatchObject({ state: 'done', progress: 100, createdBy: 'admin' });
    }, WAIT);
    const downloads = dataOf<Page<Download>>(await get('/api/smdp-job/download/list', tokens.admin));
    const file = downloads.records.find((one) => one.fileName === 'statements-2025-03-01-2025-03-31.zip');
    expect(file).toBeDefined();
    const content = await get('/api/smdp-job/download/file', tokens.admin, { id: String(file?.id) });
    expect(content.headers['content-type']).toContain('application/zip');
    const entries = unzipSync(new Uint8Array(content.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([
      'statement-BATCH-N1-2025-03-01-2025-03-31.pdf',
      'statement-BATCH-N2-2025-03-01-2025-03-31.pdf',
    ]);
    const first = (await pdfPages(entries['statement-BATCH-N1-2025-03-01-2025-03-31.pdf'] ?? new Uint8Array())).join(
      ' ',
    );
    expect(first).toContain('BATCH-N1');
    expect(first).toContain('123.45');
    // Another account does not get the file.
    expect((await get('/api/smdp-job/download/file', tokens.dist01, { id: String(file?.id) })).statusCode).toBe(404);
  }, 40_000);

  it('refuses a group with no buyer the caller may ask for, and bad input, queuing nothing', async () => {
    const jobsBefore = dataOf<Page<Job>>(await get('/api/smdp-job/job/list', tokens.admin)).total;
    // dist01 asks for its own buyers only: none of them is in the company's region.
    const theirs = (await post(tokens.dist01, { groupBy: 'REGION', groupValue: 'BATCH-NORTH', ...MARCH }, 'fr')).json();
    expect(theirs).toMatchObject({
      code: 400,
      msg: 'Aucun acheteur de ce groupe n’a de relevé que vous puissiez demander',
    });
    const other = (await post(tokens.otherAdmin, { groupBy: 'REGION', groupValue: 'BATCH-NORTH', ...MARCH })).json();
    expect(other.code).toBe(400);
    expect((await post(tokens.admin, { groupBy: 'LEVEL', ...MARCH })).json().code).toBe(400);
    expect((await post(tokens.admin, { groupBy: 'ALL', start: '2025-03-31', end: '2025-03-01' })).json().code).toBe(
      400,
    );
    expect((await post(tokens.admin, { groupBy: 'TOWN', groupValue: 'x', ...MARCH })).json().code).toBe(400);
    expect((await post(tokens['dist01-sub'], { groupBy: 'ALL', ...MARCH })).json().code).toBe(403);
    expect(dataOf<Page<Job>>(await get('/api/smdp-job/job/list', tokens.admin)).total).toBe(jobsBefore);
  });
});
