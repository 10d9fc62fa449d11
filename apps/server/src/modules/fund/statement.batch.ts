import type { Language } from '@smdp/contracts';
import type { StatementBatchInput } from '@smdp/contracts/fund';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import type { JobContext } from '../../platform/jobs/queue';
import type { Caller } from '../../platform/scope/caller';
import { DOWNLOAD_TTL_HOURS, saveDownload } from '../job';
import { companyLogoImage } from '../system';
import { todayIn } from './receipt.document';
import { statementPdf } from './statement.pdf';
import { assertStatementPeriod, statementBuyers, statementFigures } from './statement.queries';

export const STATEMENT_BATCH_QUEUE = 'statement-batch';
/** The most buyers one batch covers: a larger group is cut into several batches by a finer group. */
export const STATEMENT_BATCH_MAX = 2000;

/** The pairs are chosen when the batch is asked for, under the asker's scope; the job only renders them. */
export type StatementBatchJob = {
  owner: Caller;
  pairs: { creditorPartyId: string; debtorPartyId: string; code: string }[];
  start: string;
  end: string;
  ageing: boolean;
  lang: Language;
  zone: string;
};

/** The buyers of the group the caller may ask statements for, each towards its creditor. */
export async function batchOf(
  app: FastifyInstance,
  caller: Caller,
  input: StatementBatchInput,
  lang: Language,
  zone: string,
): Promise<StatementBatchJob> {
  assertStatementPeriod(input.start, input.end);
  const buyers = await statementBuyers(app.deps.db, caller, undefined, input, STATEMENT_BATCH_MAX);
  return {
    owner: caller,
    pairs: buyers.map((buyer) => ({
      creditorPartyId: buyer.creditorPartyId,
      debtorPartyId: buyer.debtorPartyId,
      code: buyer.customerCode,
    })),
    start: input.start,
    end: input.end,
    ageing: input.ageing,
    lang,
    zone,
  };
}

/** A safe file name part: ASCII letters, digits and dashes. */
const safe = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '_');

/** Renders one PDF per buyer into a ZIP on the asker's downloads page. */
export async function runStatementBatch(app: FastifyInstance, job: JobContext<StatementBatchJob>): Promise<void> {
  const { owner, pairs, start, end, ageing, lang, zone } = job.data;
  const { db } = app.deps;
  const logo = await companyLogoImage(db, owner.tenantId);
  const today = todayIn(new Date(), zone);
  const files: Record<string, Uint8Array> = {};
  for (const [index, pair] of pairs.entries()) {
    const statement = await statementFigures(db, { tenantId: owner.tenantId, ...pair }, { start, end, ageing });
    files[`statement-${safe(pair.code)}-${start}-${end}.pdf`] = await statementPdf({ statement, lang, today, logo });
    await job.progress(((index + 1) / Math.max(pairs.length, 1)) * 95);
  }
  // PDFs are compressed already: stored as they are, the ZIP is built fast.
  const content = Buffer.from(zipSync(files, { level: 0 }));
  await saveDownload(app.deps.jobs.db, app.deps.files, {
    owner,
    jobId: job.id,
    fileName: `statements-${start}-${end}.zip`,
    content,
    ttlHours: DOWNLOAD_TTL_HOURS,
  });
}
